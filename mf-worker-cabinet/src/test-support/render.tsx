// Renders mf-worker-cabinet's App the way the shell does: inside the shell's store, router and i18n.
import type { MarketLocale } from '@rozmova/contracts/markets';
import { renderRemote } from '@rozmova/testing/render-remote';
import WorkerCabinetApp from '../app/app';

export function renderCabinet(locale: MarketLocale, url: string) {
  return renderRemote(WorkerCabinetApp, locale, url);
}

export function authAs(role: 'user' | 'therapist' | 'admin', email = `${role}@example.com`) {
  return {
    user: { id: `${role}-1`, email, role, data: { has_to_confirm_reg_google: false, email_verified: true } },
    session: { user_id: `${role}-1`, user_is_reg: true },
    additional_user_data: { fbc: null },
  };
}
