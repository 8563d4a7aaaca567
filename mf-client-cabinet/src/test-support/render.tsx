// Renders the cabinet's App the way the shell does: inside the shell's store, router and i18n.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { renderRemote } from '@rozmova/testing/render-remote';
import ClientCabinetApp from '../app/app';

export function renderCabinet(locale: MarketLocale, url: string) {
  return renderRemote(ClientCabinetApp, locale, url);
}
