import { MARKET_LOCALES } from '@rozmova/contracts/markets';
import { reminderMail, type ReminderInput } from '../reminder-texts';

// Issue 23, point 11: a weekday or a person's name after a preposition needs a case Intl and our data do not give
// ("до пʼятниця", "z Irena"), so the deadline is written without a weekday and names stand after a label.
const input = (over: Partial<ReminderInput> = {}): ReminderInput => ({
  kind: '24h',
  recipient: 'client',
  name: 'Олена',
  withName: 'Ірина Бондаренко',
  startsAt: new Date('2026-11-28T13:05:00Z'),
  deadline: new Date('2026-11-27T13:05:00Z'),
  deadlinePassed: false,
  timeZone: 'Europe/Kyiv',
  link: 'https://rozmova.example/ua/cabinet',
  settingsLink: null,
  ...over,
});

const WEEKDAYS = {
  ua: /до (понеділок|вівторок|середа|четвер|пʼятниця|п’ятниця|п'ятниця|субота|неділя)/,
  pl: /do (poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela)/,
};

describe('reminder mail words', () => {
  it('gives the free-cancellation deadline with its date, never a bare weekday after "до"/"do"', () => {
    const ua = reminderMail('ua', input()).text;
    expect(ua).toContain('до 27 листопада 2026');
    expect(ua).not.toMatch(WEEKDAYS.ua);
    const pl = reminderMail('pl', input({ timeZone: 'Europe/Warsaw' })).text;
    expect(pl).toContain('do 27 listopada 2026');
    expect(pl).not.toMatch(WEEKDAYS.pl);
  });

  it('names the other side after a label, so the name needs no case', () => {
    for (const recipient of ['client', 'therapist'] as const) {
      const ua = reminderMail('ua', input({ recipient })).text;
      expect(ua).not.toMatch(/ з Ірина/);
      expect(ua).toMatch(recipient === 'client' ? /Терапевт: Ірина Бондаренко\./ : /Клієнт: Ірина Бондаренко\./);
      const pl = reminderMail('pl', input({ recipient, withName: 'Irena Bondar' })).text;
      expect(pl).not.toMatch(/ z Irena/);
      expect(pl).toMatch(recipient === 'client' ? /Terapeuta: Irena Bondar\./ : /Klient: Irena Bondar\./);
    }
  });

  it('writes every market locale without an empty part', () => {
    for (const locale of MARKET_LOCALES) {
      const { subject, text } = reminderMail(locale, input());
      expect(subject.length).toBeGreaterThan(5);
      expect(text).not.toMatch(/undefined|null|\.\./);
    }
  });
});
