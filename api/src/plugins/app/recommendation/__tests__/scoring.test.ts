import type { RecommendationAnswers } from '@rozmova/contracts/schemas/recommendation';
import { bucketsOf, rank, specialisationMatches, type Candidate } from '../scoring';

const NOW = Date.parse('2026-03-26T12:00:00Z');

const answers: RecommendationAnswers = {
  concerns: ['anxiety', 'grief'],
  service_kind: 'personal',
  language: 'pl',
  preferred_times: ['evening'],
  timezone: 'Europe/Warsaw',
};

function candidate(id: string, over: Partial<Candidate> = {}): Candidate {
  return { id, languages: ['pl'], specialisations: [], price: 199, freeStarts: [], ...over };
}

describe('bucketsOf', () => {
  it("reads the hour in the client's zone, across the spring DST change", () => {
    // Sunday 29 March 2026: Warsaw moves from +01:00 to +02:00 at 01:00 UTC.
    expect(bucketsOf(Date.parse('2026-03-28T16:30:00Z'), 'Europe/Warsaw')).toEqual(['evening', 'weekend']); // 17:30 CET
    expect(bucketsOf(Date.parse('2026-03-29T15:30:00Z'), 'Europe/Warsaw')).toEqual(['evening', 'weekend']); // 17:30 CEST
    expect(bucketsOf(Date.parse('2026-03-30T09:30:00Z'), 'Europe/Warsaw')).toEqual(['morning']); // Monday 11:30
    expect(bucketsOf(Date.parse('2026-03-30T09:30:00Z'), 'Asia/Tokyo')).toEqual(['evening']); // 18:30 in Tokyo
    expect(bucketsOf(Date.parse('2026-03-30T10:00:00Z'), 'Europe/Warsaw')).toEqual(['afternoon']); // 12:00
  });
});

describe('rank', () => {
  it('leaves out who shares no language, lacks the session type or is outside the price range', () => {
    const result = rank(
      { ...answers, price_min: 150, price_max: 250 },
      [
        candidate('ok'),
        candidate('no-language', { languages: ['uk'] }),
        candidate('no-service', { price: null }),
        candidate('too-dear', { price: 260 }),
        candidate('too-cheap', { price: 120 }),
      ],
      NOW,
      5,
    );
    expect(result.map((r) => r.id)).toEqual(['ok']);
    expect(result[0]!.reasons).toEqual(['language_match', 'price_match']);
  });

  it('puts the therapist who matches concerns and times first and says why', () => {
    const evening = Date.parse('2026-03-27T17:00:00Z'); // 18:00 in Warsaw, within a week
    const morning = Date.parse('2026-03-27T07:00:00Z');
    const result = rank(
      answers,
      [
        candidate('mornings-only', { specialisations: ['anxiety'], freeStarts: [morning] }),
        candidate('best', { specialisations: ['anxiety', 'grief'], freeStarts: [evening] }),
        candidate('nothing-in-common'),
      ],
      NOW,
      5,
    );
    expect(result.map((r) => r.id)).toEqual(['best', 'mornings-only', 'nothing-in-common']);
    expect(result[0]).toEqual({
      id: 'best',
      score: 1,
      reasons: ['concern_match', 'language_match', 'time_match', 'soon_available'],
    });
    expect(result[2]!.score).toBe(0);
  });

  it('breaks ties by the sooner free time and keeps at most the limit', () => {
    const soon = NOW + 86_400_000;
    const later = NOW + 3 * 86_400_000;
    const result = rank(
      answers,
      [candidate('b', { freeStarts: [later] }), candidate('a', { freeStarts: [soon] }), candidate('c')],
      NOW,
      2,
    );
    expect(result.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('counts couple work for a couple session', () => {
    const [first] = rank(
      { ...answers, concerns: ['relationships'], service_kind: 'couple' },
      [candidate('x', { specialisations: ['relationships'] })],
      NOW,
      5,
    );
    expect(first!.reasons).toContain('couple_experience');
    expect(first!.reasons).toContain('concern_match');
  });
});

describe('specialisationMatches', () => {
  it('finds a concern in the words therapists use in each market language', () => {
    expect(specialisationMatches('anxiety', ['тривожність', 'КПТ'])).toBe(true);
    expect(specialisationMatches('depression', ['depresja'])).toBe(true);
    expect(specialisationMatches('relationships', ['terapie de cuplu'])).toBe(true);
    expect(specialisationMatches('grief', ['żałoba'])).toBe(true);
    expect(specialisationMatches('stress_burnout', ['wypalenie zawodowe'])).toBe(true);
    expect(specialisationMatches('anxiety', ['anxiety'])).toBe(true);
    expect(specialisationMatches('grief', ['work stress'])).toBe(false);
    expect(specialisationMatches('other', ['anything'])).toBe(false);
  });
});
