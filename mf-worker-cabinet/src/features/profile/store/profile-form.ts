// The profile form as strings (what the inputs hold) and the body the api takes from it: only what
// changed, prices in major units (an empty price = the market's default).
import type { WorkerBaseData } from '../api/get-worker-base-data';
import type { WorkerBaseDataUpdate } from '../api/update-worker-base-data';
import { changedBios, type BioTexts } from '../../../lib/bio-fields';

export interface ProfileForm {
  name: string;
  bios: BioTexts;
  languages: string[];
  specialisations: string;
  time_zone: string;
  buffer_minutes: string;
  notice_hours: string;
  personal_price: string;
  couple_price: string;
  is_listed: boolean;
}

export type ProfileProblems = Partial<Record<keyof ProfileForm, 'required' | 'price' | 'minArray'>>;

const priceOf = (data: WorkerBaseData, kind: string) => data.prices.find((p) => p.service_kind === kind)?.price;

export function formFromData(data: WorkerBaseData): ProfileForm {
  return {
    name: data.name,
    bios: { ...data.bios },
    languages: [...data.languages],
    specialisations: data.specialisations.join(', '),
    time_zone: data.time_zone,
    buffer_minutes: String(data.buffer_minutes),
    notice_hours: String(data.notice_minutes / 60),
    personal_price: priceOf(data, 'personal')?.toString() ?? '',
    couple_price: priceOf(data, 'couple')?.toString() ?? '',
    is_listed: data.is_listed,
  };
}

const PRICE = /^\d{1,7}([.,]\d{1,2})?$/;

export function profileProblems(form: ProfileForm): ProfileProblems {
  const problems: ProfileProblems = {};
  if (!form.name.trim()) problems.name = 'required';
  if (form.languages.length === 0) problems.languages = 'minArray';
  if (form.personal_price.trim() && !PRICE.test(form.personal_price.trim())) problems.personal_price = 'price';
  if (form.couple_price.trim() && !PRICE.test(form.couple_price.trim())) problems.couple_price = 'price';
  return problems;
}

const price = (value: string): number | null => (value.trim() ? Number(value.trim().replace(',', '.')) : null);

export function profileBody(form: ProfileForm, before: ProfileForm): WorkerBaseDataUpdate {
  const body: Record<string, unknown> = {};
  if (form.name !== before.name) body.name = form.name.trim();
  const bios = changedBios(form.bios, before.bios);
  if (bios) body.bios = bios;
  if (form.languages.join() !== before.languages.join()) body.languages = form.languages;
  if (form.specialisations !== before.specialisations) {
    body.specialisations = [
      ...new Set(
        form.specialisations
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
  }
  if (form.time_zone !== before.time_zone) body.time_zone = form.time_zone;
  if (form.buffer_minutes !== before.buffer_minutes) body.buffer_minutes = Number(form.buffer_minutes);
  if (form.notice_hours !== before.notice_hours) body.notice_minutes = Math.round(Number(form.notice_hours) * 60);
  if (form.personal_price !== before.personal_price) body.personal_price = price(form.personal_price);
  if (form.couple_price !== before.couple_price) body.couple_price = price(form.couple_price);
  if (form.is_listed !== before.is_listed) body.is_listed = form.is_listed;
  return body as WorkerBaseDataUpdate;
}
