import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { WorkerBaseData } from '../api/get-worker-base-data';
import { formFromData, profileBody, profileProblems } from '../store/profile-form';

const data: WorkerBaseData = {
  id: 'w',
  email: 'w@example.com',
  name: 'Olena',
  market: 'pl',
  photo_url: '/p',
  bios: { ua: '', pl: 'Pracuję z lękiem.', ro: '', en: '' },
  languages: ['pl'],
  specialisations: ['anxiety'],
  time_zone: 'Europe/Warsaw',
  buffer_minutes: 10,
  notice_minutes: 720,
  horizon_days: 56,
  currency: 'PLN',
  is_listed: false,
  prices: [
    { service_id: SERVICE_IDS.personal, service_kind: 'personal', price: 199, currency: 'PLN', duration_minutes: 50 },
    { service_id: SERVICE_IDS.couple, service_kind: 'couple', price: 299, currency: 'PLN', duration_minutes: 80 },
  ],
};

test('only what changed is sent, in the units the api takes', () => {
  const before = formFromData(data);
  expect(profileBody(before, before)).toEqual({});
  const after = {
    ...before,
    notice_hours: '3',
    personal_price: '210,50',
    couple_price: '',
    specialisations: 'anxiety, couples ,anxiety',
    is_listed: true,
    bios: { ...before.bios, en: ' I work with anxiety. ' },
  };
  expect(profileBody(after, before)).toEqual({
    bios: { en: 'I work with anxiety.' },
    notice_minutes: 180,
    personal_price: 210.5,
    couple_price: null,
    specialisations: ['anxiety', 'couples'],
    is_listed: true,
  });
});

test('a missing name, no language or a malformed price is caught before sending', () => {
  const before = formFromData(data);
  expect(
    profileProblems({ ...before, name: ' ', languages: [], personal_price: '12.345', couple_price: 'abc' }),
  ).toEqual({
    name: 'required',
    languages: 'minArray',
    personal_price: 'price',
    couple_price: 'price',
  });
  expect(profileProblems(before)).toEqual({});
});
