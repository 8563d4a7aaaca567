// Renders mf-payments's App the way the shell does: inside the shell's store, router and i18n.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { renderRemote } from '@rozmova/testing/render-remote';
import PaymentsApp from '../app/app';

export function renderPayments(locale: MarketLocale, url: string, state?: unknown) {
  return renderRemote(PaymentsApp, locale, url, state);
}
