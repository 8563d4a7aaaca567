// The admin's therapist form: strings in, the api's body out, with the checks a person can fix at once.
import { MARKET_LOCALES, type MarketLocale } from '@rozmova/contracts/markets';
import type { AdminTherapist, NewTherapist, TherapistUpdate } from '../api/admin-therapists';
import { changedBios, EMPTY_BIOS, writtenBios, type BioTexts } from '../../../lib/bio-fields';

export interface TherapistForm {
  email: string;
  name: string;
  market: MarketLocale;
  bios: BioTexts;
  languages: string;
  specialisations: string;
  personal_price: string;
  couple_price: string;
}

export const EMPTY_THERAPIST_FORM: TherapistForm = {
  email: '',
  name: '',
  market: 'ua',
  bios: EMPTY_BIOS,
  languages: '',
  specialisations: '',
  personal_price: '',
  couple_price: '',
};

export type TherapistFormProblems = Partial<
  Record<keyof TherapistForm, 'required' | 'invalidEmail' | 'price' | 'languages'>
>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PRICE = /^\d{1,7}([.,]\d{1,2})?$/;
const LANGUAGE = /^[a-z]{2}$/;

const list = (value: string) => [
  ...new Set(
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];
const price = (value: string): number | null => (value.trim() ? Number(value.trim().replace(',', '.')) : null);

export function therapistFormProblems(form: TherapistForm, creating: boolean): TherapistFormProblems {
  const problems: TherapistFormProblems = {};
  if (creating && !form.email.trim()) problems.email = 'required';
  else if (creating && !EMAIL.test(form.email.trim())) problems.email = 'invalidEmail';
  if (!form.name.trim()) problems.name = 'required';
  if (!list(form.languages.toLowerCase()).every((code) => LANGUAGE.test(code))) problems.languages = 'languages';
  if (form.personal_price.trim() && !PRICE.test(form.personal_price.trim())) problems.personal_price = 'price';
  if (form.couple_price.trim() && !PRICE.test(form.couple_price.trim())) problems.couple_price = 'price';
  if (!(MARKET_LOCALES as readonly string[]).includes(form.market)) problems.market = 'required';
  return problems;
}

export function newTherapistBody(form: TherapistForm): NewTherapist {
  const languages = list(form.languages.toLowerCase());
  const specialisations = list(form.specialisations);
  const bios = writtenBios(form.bios);
  return {
    email: form.email.trim(),
    name: form.name.trim(),
    market: form.market,
    ...(bios ? { bios } : {}),
    ...(languages.length ? { languages } : {}),
    ...(specialisations.length ? { specialisations } : {}),
    ...(form.personal_price.trim() ? { personal_price: price(form.personal_price) } : {}),
    ...(form.couple_price.trim() ? { couple_price: price(form.couple_price) } : {}),
  };
}

export function formFromTherapist(t: AdminTherapist): TherapistForm {
  return {
    email: t.email,
    name: t.name,
    market: t.market as MarketLocale,
    bios: { ...t.bios },
    languages: t.languages.join(', '),
    specialisations: t.specialisations.join(', '),
    personal_price: t.personal_price === null ? '' : String(t.personal_price),
    couple_price: t.couple_price === null ? '' : String(t.couple_price),
  };
}

export function therapistUpdateBody(form: TherapistForm, before: TherapistForm): TherapistUpdate {
  const body: Record<string, unknown> = {};
  if (form.name !== before.name) body.name = form.name.trim();
  const bios = changedBios(form.bios, before.bios);
  if (bios) body.bios = bios;
  if (form.languages !== before.languages) body.languages = list(form.languages.toLowerCase());
  if (form.specialisations !== before.specialisations) body.specialisations = list(form.specialisations);
  if (form.personal_price !== before.personal_price) body.personal_price = price(form.personal_price);
  if (form.couple_price !== before.couple_price) body.couple_price = price(form.couple_price);
  return body as TherapistUpdate;
}
