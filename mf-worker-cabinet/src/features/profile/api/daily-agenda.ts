// The therapist's opt-in to the morning agenda e-mail: read and saved apart from the profile form.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as remindersEndpoints from '@rozmova/contracts/endpoints/reminders';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { dailyAgendaSchema } from '@rozmova/contracts/schemas/reminders';

export type DailyAgenda = FromSchema<typeof dailyAgendaSchema>;
export interface DailyAgendaChange {
  locale: MarketLocale;
  enabled: boolean;
}

export function getDailyAgenda(locale: MarketLocale): Promise<DailyAgenda> {
  return call(remindersEndpoints.dailyAgenda, {}, { configId: locale });
}

export function setDailyAgenda({ locale, enabled }: DailyAgendaChange): Promise<DailyAgenda> {
  return call(remindersEndpoints.setDailyAgenda, { body: { enabled } }, { configId: locale });
}
