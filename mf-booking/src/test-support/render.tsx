// Renders mf-booking's App the way the shell does: inside the shell's store, router and i18n.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { renderRemote } from '@rozmova/testing/render-remote';
import BookingApp from '../app/app';

export function renderBooking(locale: MarketLocale, url: string) {
  return renderRemote(BookingApp, locale, url);
}
