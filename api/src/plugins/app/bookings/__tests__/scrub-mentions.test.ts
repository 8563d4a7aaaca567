import { REMOVED, scrubMentions } from '../scrub-mentions';

describe('scrubMentions', () => {
  it('takes the full name, each part of it and the phone out of a note, whatever the case or separators', () => {
    const note = 'Олена Коваль (тел. +380 67-123-45-67) прийшла; олена каже, що КОВАЛЬ — дівоче прізвище. 0671234567';
    const out = scrubMentions(note, 'Олена Коваль', '+380671234567');
    expect(out).not.toMatch(/олена|коваль|1234567/i);
    expect(out).toBe(
      `${REMOVED} (тел. ${REMOVED}) прийшла; ${REMOVED} каже, що ${REMOVED} — дівоче прізвище. ${REMOVED}`,
    );
  });

  it('leaves words that only contain the name, and other numbers, alone', () => {
    const out = scrubMentions('Anna, Annabelle; session 12 of 20, room 601', 'Anna', '+48 601 234 567');
    expect(out).toBe(`${REMOVED}, Annabelle; session 12 of 20, room 601`);
  });

  it('changes nothing without a name or phone', () => {
    expect(scrubMentions('a note', null, null)).toBe('a note');
  });
});
