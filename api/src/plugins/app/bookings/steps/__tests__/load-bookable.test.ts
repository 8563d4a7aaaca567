// What is being booked, on a profile already read: no therapist, a session type nobody knows, one this therapist
// does not offer, and the terms (length, price, currency) of one they do.
import { SERVICE_IDS } from '@rozmova/contracts/constants';
import type { TherapistProfile } from '../../../therapists/therapists-repository';
import { bookableOf } from '../load-bookable';
import { refusalOf } from './refusal';

const profile: TherapistProfile = {
  userId: 'therapist-1',
  market: 'pl',
  displayName: 'Anna',
  bios: {} as TherapistProfile['bios'],
  languages: ['pl'],
  specialisations: [],
  hasPhoto: false,
  photoVersion: 0,
  timeZone: 'Europe/Warsaw',
  bufferMinutes: 10,
  personalMinutes: 50,
  coupleMinutes: 90,
  offersPersonal: true,
  offersCouple: false,
  personalPriceMinor: 18_000,
  couplePriceMinor: null,
  noticeMinutes: 720,
  horizonDays: 30,
  isListed: true,
};

describe('bookableOf', () => {
  it('a session type the therapist offers, with its terms', () => {
    expect(bookableOf(profile, SERVICE_IDS.personal)).toEqual({
      profile,
      kind: 'personal',
      terms: {
        serviceId: SERVICE_IDS.personal,
        kind: 'personal',
        durationMinutes: 50,
        priceMinor: 18_000,
        currency: 'PLN',
      },
    });
  });

  it('the old default service id is a personal session', () => {
    expect(bookableOf(profile, 'default').kind).toBe('personal');
  });

  it('no therapist is a 404', () => {
    expect(refusalOf(() => bookableOf(null, SERVICE_IDS.personal))).toEqual({
      status: 404,
      error: 'therapist_not_found',
      message: 'This therapist does not exist.',
    });
  });

  it('a session type nobody knows is a 400 naming the field', () => {
    expect(refusalOf(() => bookableOf(profile, 'group'))).toEqual({
      status: 400,
      error: 'unknown_service_id',
      message: 'Unknown session type.',
      details: [{ field: 'service_id', rule: 'enum' }],
    });
  });

  it('a session type this therapist does not offer is a 409', () => {
    expect(refusalOf(() => bookableOf(profile, SERVICE_IDS.couple))).toEqual({
      status: 409,
      error: 'service_not_offered',
      message: 'This therapist does not offer this type of session.',
    });
    expect(bookableOf({ ...profile, offersCouple: true }, SERVICE_IDS.couple).kind).toBe('couple');
  });
});
