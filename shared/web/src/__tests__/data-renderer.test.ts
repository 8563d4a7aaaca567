/**
 * @jest-environment jsdom
 */
// The data a page exists for drawn by its HTML before the app has run (issue 28, scripts/shell-page-draw.mjs):
// the inline renderer the shell's server writes into a therapist's page, the client's sessions and the therapist's
// agenda draws from the answer the HTML asked for, with the apps' own words, every date and time as the app then
// shows it (@rozmova/web/client-time for the booking widget and the client's sessions, Intl for the agenda).
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { formatDayLong, formatDayParts, formatMonthSpan, formatTime, zoneLabel } from '../client-time';
import { CHOSEN_SLOT_GLOBAL, takeChosenSlot } from '../prefetch';

const DRAW = resolve(__dirname, '../../../../scripts/shell-page-draw.mjs');
const DRAW_CABINET = resolve(__dirname, '../../../../scripts/shell-page-draw-cabinet.mjs');
const TEXTS = resolve(__dirname, '../../../../scripts/shell-page-therapists.mjs');
const LOCALES: MarketLocale[] = ['ua', 'pl', 'ro', 'en'];
const API = 'https://api.example/api';

// The server's texts as JSON: nested words, read by key in the expectations.
type Scripts = Record<MarketLocale, { slots: string; sessions: string; agenda: string; texts: unknown }>;
let scripts: Scripts;

/** A word of the server's texts for a locale, by its path ("sessions.sessions.when"). */
function word(locale: MarketLocale, path: string): string {
  const found = path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], scripts[locale].texts);
  if (typeof found !== 'string') throw new Error(`no text ${path} for ${locale}`);
  return found;
}

beforeAll(async () => {
  // The server's module runs in node as the shell's server runs it (ES module, the apps' sources read with tsx).
  const code = `
    const draw = { ...(await import(${JSON.stringify(DRAW)})), ...(await import(${JSON.stringify(DRAW_CABINET)})) };
    const { loadAppTexts } = await import(${JSON.stringify(TEXTS)});
    const { calendar } = await loadAppTexts(${JSON.stringify(LOCALES)});
    const out = {};
    for (const locale of ${JSON.stringify(LOCALES)}) {
      const c = calendar[locale];
      out[locale] = {
        slots: draw.freeTimesScript({ locale, workerId: 'w1', ...c }),
        sessions: draw.cabinetScript({ page: 'sessions', locale, ...c, texts: c.sessions }),
        agenda: draw.cabinetScript({ page: 'agenda', locale, ...c, texts: c.agenda }),
        texts: c,
      };
    }
    process.stdout.write(JSON.stringify(out));
    process.exit(0);`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code], {
    maxBuffer: 8 * 1024 * 1024,
  });
  scripts = JSON.parse(stdout) as Scripts;
}, 60_000);

const NOW = Date.parse('2026-11-30T08:00:00Z');

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  document.body.innerHTML = '';
  const page = window as unknown as Record<string, unknown>;
  delete page.__rozmovaPrefetchBody;
  delete page[CHOSEN_SLOT_GLOBAL];
});
afterEach(() => jest.restoreAllMocks());

function browserZone(zone: string) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...original.call(this), timeZone: zone };
  });
}

/** The page's answers as the HTML's data script keeps them (shell-page-data.mjs): url -> { status, text }. */
function answers(list: Array<[string, number, unknown]>) {
  (window as unknown as Record<string, unknown>).__rozmovaPrefetchBody = Object.fromEntries(
    list.map(([path, status, body]) => [`${API}${path}`, Promise.resolve({ status, text: JSON.stringify(body) })]),
  );
}

/** Runs an inline script of the HTML (its <style> is left aside) and lets its answers settle. */
async function run(html: string) {
  const source = /<script>([\s\S]*)<\/script>/.exec(html)?.[1];
  expect(source).toBeTruthy();
  window.eval(source!);
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((done) => setTimeout(done, 0));
}

const therapistCopy = () => {
  document.body.innerHTML =
    '<div id="root"></div><div id="prerendered" data-ready="[data-testid=&quot;therapist-profile&quot;]"><main>' +
    '<div class="pr-widget" data-testid="booking-widget"><section id="pr-calendar"></section></div></main></div>';
};

const SLOTS_AT = ['2026-11-30T10:00:00Z', '2026-11-30T15:30:00Z', '2026-12-02T07:00:00Z'];
const freeSlots = (notice = 0) => ({
  worker_id: 'w1',
  service_id: 's',
  time_zone: 'Europe/Warsaw',
  duration_minutes: 50,
  notice_minutes: notice,
  slots: SLOTS_AT.map((s) => ({ starts_at: s, ends_at: new Date(Date.parse(s) + 50 * 60_000).toISOString() })),
});

describe('a therapist page: the free times from the HTML', () => {
  it.each(LOCALES)(
    'in %s: days, months and times as the booking widget writes them, in the browser zone',
    async (locale) => {
      browserZone('America/New_York');
      therapistCopy();
      answers([[`/v4/get_free_slots?config_id=${locale}&worker_id=w1`, 200, freeSlots()]]);
      await run(scripts[locale].slots);
      const zone = 'America/New_York';
      const slots = [...document.querySelectorAll('[data-testid="booking-widget"] [data-testid="slot"]')];
      // 10:00Z and 15:30Z on 30 November are 05:00 and 10:30 in New York; the first free day opens.
      expect(slots.map((s) => s.textContent)).toEqual([
        formatTime(SLOTS_AT[0]!, zone, locale),
        formatTime(SLOTS_AT[1]!, zone, locale),
      ]);
      expect(slots.map((s) => s.textContent)).toEqual(['05:00', '10:30']);
      expect(slots.every((s) => s.tagName === 'BUTTON' && s.getAttribute('aria-pressed') === 'false')).toBe(true);
      const day = document.querySelector('[data-day="2026-11-30"]')!;
      const parts = formatDayParts('2026-11-30', zone, locale);
      expect(day.getAttribute('aria-pressed')).toBe('true');
      expect(day.getAttribute('title')).toBe(parts.full);
      expect(day.textContent).toBe(`${parts.weekday} ${parts.date} ${parts.month}`);
      expect(document.querySelector('.pr-cal-months')?.textContent).toBe(
        formatMonthSpan('2026-11-30', '2026-12-06', zone, locale),
      );
      // A day without free times cannot be chosen; one with them can.
      expect((document.querySelector('[data-day="2026-12-01"]') as HTMLButtonElement).disabled).toBe(true);
      expect((document.querySelector('[data-day="2026-12-02"]') as HTMLButtonElement).disabled).toBe(false);
      // The widget's own words: its title, and the therapist's zone said because its clock is another.
      const words = (key: string) => word(locale, `texts.${key}`);
      expect(document.querySelector('#pr-calendar h3')?.textContent).toBe(words('title'));
      const notes = [...document.querySelectorAll('#pr-calendar .pr-cal-note')].map((p) => p.textContent);
      expect(notes[0]).toBe(words('your_zone').replace('{{zone}}', zoneLabel(zone, locale, new Date(NOW))));
      expect(notes[1]).toBe(
        words('therapist_zone')
          .replace('{{zone}}', zoneLabel('Europe/Warsaw', locale, new Date(NOW)))
          .replace('{{time}}', formatTime(new Date(NOW).toISOString(), 'Europe/Warsaw', locale)),
      );
      // The copy stays until the app's widget shows its own times.
      expect(document.getElementById('prerendered')?.getAttribute('data-ready')).toBe(
        '[data-testid="booking-widget"] [data-testid="slot"]',
      );
    },
  );

  it('a time chosen on the copy is remembered for the widget, which takes it once', async () => {
    browserZone('Europe/Kyiv');
    therapistCopy();
    answers([['/v4/get_free_slots?config_id=ua&worker_id=w1', 200, freeSlots()]]);
    await run(scripts.ua.slots);
    (document.querySelector('[data-day="2026-12-02"]') as HTMLButtonElement).click();
    const slot = document.querySelector('[data-testid="slot"]') as HTMLButtonElement;
    expect(slot.textContent).toBe('09:00');
    slot.click();
    const chosen = document.querySelector('[data-testid="slot"]')!;
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(chosen);
    expect((window as unknown as Record<string, unknown>)[CHOSEN_SLOT_GLOBAL]).toEqual({
      worker_id: 'w1',
      starts_at: '2026-12-02T07:00:00.000Z',
      ends_at: '2026-12-02T07:50:00.000Z',
    });
    // The widget takes it once, and only on this therapist's page.
    expect(takeChosenSlot('w1')).toEqual({ starts_at: '2026-12-02T07:00:00.000Z' });
    expect(takeChosenSlot('w1')).toBeNull();
    (window as unknown as Record<string, unknown>)[CHOSEN_SLOT_GLOBAL] = { worker_id: 'w1', starts_at: SLOTS_AT[2] };
    expect(takeChosenSlot('another')).toBeNull();
  });

  it("tells the app's loader when the answer is drawn, or that there is none to wait for", async () => {
    browserZone('UTC');
    therapistCopy();
    const page = window as unknown as Record<string, unknown>;
    let drawn = false;
    answers([['/v4/get_free_slots?config_id=en', 200, freeSlots()]]);
    await run(scripts.en.slots);
    await (page.__rozmovaDataFirst as Promise<void>).then(() => {
      drawn = document.querySelectorAll('[data-testid="slot"]').length > 0;
    });
    expect(drawn).toBe(true);
    // Nothing asked for: nothing to wait for.
    answers([]);
    await run(scripts.en.slots);
    await expect(page.__rozmovaDataFirst).resolves.toBeUndefined();
  });

  it('leaves out what is inside the notice, and draws nothing when the answer failed', async () => {
    browserZone('UTC');
    therapistCopy();
    answers([['/v4/get_free_slots?config_id=en', 200, freeSlots(180)]]);
    await run(scripts.en.slots);
    expect([...document.querySelectorAll('[data-testid="slot"]')].map((s) => s.textContent)).toEqual(['15:30']);
    therapistCopy();
    answers([['/v4/get_free_slots?config_id=en', 500, { error: 'internal' }]]);
    await run(scripts.en.slots);
    expect(document.getElementById('pr-calendar')?.innerHTML).toBe('');
    expect(document.getElementById('prerendered')?.getAttribute('data-ready')).toBe(
      '[data-testid="therapist-profile"]',
    );
  });
});

const frameCopy = () => {
  document.body.innerHTML =
    '<div id="root"></div><div id="prerendered" data-ready="*"><main class="pr-main"></main></div>';
};
const appointment = {
  id: 'a1',
  status: 'confirmed',
  starts_at: '2026-12-01T16:00:00Z',
  ends_at: '2026-12-01T16:50:00Z',
  time_zone: 'Europe/Kyiv',
  service_kind: 'personal',
  worker: { id: 'w1', name: 'Olena', photo_url: null },
};

describe("the client's sessions from the HTML", () => {
  it.each(LOCALES)('in %s: the next session as the sessions page writes it, links real links', async (locale) => {
    browserZone('Europe/Warsaw');
    frameCopy();
    answers([
      [`/auth?config_id=${locale}`, 200, { user: { id: 'u', role: 'user' } }],
      [
        `/v4/entities/get-cabinet-appointment-list?config_id=${locale}&kind=upcoming`,
        200,
        { appointments: [appointment] },
      ],
    ]);
    await run(scripts[locale].sessions);
    const s = (key: string) => word(locale, `sessions.sessions.${key}`);
    const card = document.querySelector('#prerendered main [data-testid="next-session"]')!;
    expect(card.querySelector('h2')?.textContent).toBe(
      s('when')
        .replace('{{day}}', formatDayLong(appointment.starts_at, 'Europe/Warsaw', locale))
        .replace('{{time}}', formatTime(appointment.starts_at, 'Europe/Warsaw', locale))
        .replace('{{end}}', formatTime(appointment.ends_at, 'Europe/Warsaw', locale)),
    );
    expect(card.textContent).toContain(
      s('therapist_time')
        .replace('{{day}}', formatDayLong(appointment.starts_at, 'Europe/Kyiv', locale))
        .replace('{{time}}', formatTime(appointment.starts_at, 'Europe/Kyiv', locale))
        .replace('{{zone}}', zoneLabel('Europe/Kyiv', locale, new Date(appointment.starts_at))),
    );
    const links = [...card.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([`/${locale}/therapists?psychologist_id=w1`, `/${locale}/cabinet/sessions/a1`]);
    expect(document.getElementById('prerendered')?.getAttribute('data-ready')).toBe(
      '[data-testid="next-session"],[data-testid="no-upcoming"]',
    );
  });

  it('no upcoming session: the notice and the link to the therapists', async () => {
    browserZone('UTC');
    frameCopy();
    answers([
      ['/auth?config_id=pl', 200, { user: { id: 'u', role: 'user' } }],
      ['/v4/entities/get-cabinet-appointment-list?config_id=pl&kind=upcoming', 200, { appointments: [] }],
    ]);
    await run(scripts.pl.sessions);
    const notice = document.querySelector('[data-testid="no-upcoming"]')!;
    expect(notice.querySelector('p')?.textContent).toBe(word('pl', 'sessions.sessions.none_upcoming'));
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/pl/therapists');
  });

  it('draws nothing for a therapist, or when the session check failed', async () => {
    browserZone('UTC');
    frameCopy();
    answers([
      ['/auth?config_id=ua', 200, { user: { id: 'w', role: 'therapist' } }],
      ['/v4/entities/get-cabinet-appointment-list?config_id=ua&kind=upcoming', 200, { appointments: [] }],
    ]);
    await run(scripts.ua.sessions);
    expect(document.querySelector('#prerendered main')?.innerHTML).toBe('');
    answers([
      ['/auth?config_id=ua', 401, { error: 'not_authenticated' }],
      ['/v4/entities/get-cabinet-appointment-list?config_id=ua&kind=upcoming', 200, { appointments: [] }],
    ]);
    await run(scripts.ua.sessions);
    expect(document.querySelector('#prerendered main')?.innerHTML).toBe('');
    expect(document.getElementById('prerendered')?.getAttribute('data-ready')).toBe('*');
  });
});

describe("the therapist's agenda from the HTML", () => {
  it.each(LOCALES)("in %s: the week in the therapist's zone, days named as the agenda names them", async (locale) => {
    // The browser's zone does not matter: the agenda is in the therapist's own zone (the answer's).
    browserZone('America/New_York');
    frameCopy();
    answers([
      [`/auth?config_id=${locale}`, 200, { user: { id: 'w', role: 'therapist' } }],
      [
        '/v4/worker/get_bookings?status=all',
        200,
        {
          time_zone: 'Europe/Kyiv',
          bookings: [
            {
              ...appointment,
              id: 'b1',
              starts_at: '2026-11-30T22:30:00Z',
              ends_at: '2026-11-30T23:20:00Z',
              client: null,
            },
          ],
        },
      ],
    ]);
    await run(scripts[locale].agenda);
    const days = [...document.querySelectorAll('[data-testid="agenda"] [data-testid="agenda-day"]')];
    expect(days.map((d) => d.getAttribute('data-date'))).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    const calendarLocale = word(locale, 'calendarLocale');
    const name = (day: string) =>
      new Intl.DateTimeFormat(calendarLocale, {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }).format(new Date(`${day}T12:00:00Z`));
    const agenda = (key: string) => word(locale, `agenda.agenda.${key}`);
    expect(days[0]!.querySelector('h2')?.textContent).toBe(agenda('today').replace('{{day}}', name('2026-11-30')));
    expect(days[1]!.querySelector('h2')?.textContent).toBe(name('2026-12-01'));
    // 22:30Z on 30 November is 00:30 on 1 December in Kyiv.
    expect(days[0]!.textContent).toContain(agenda('no_sessions'));
    expect(days[1]!.querySelector('h3')?.textContent).toBe(`00:30–01:20 · ${agenda('client_unknown')}`);
    const zoneNote = word(locale, 'agenda.zone_note');
    expect(document.querySelector('[data-testid="agenda"] .pr-cab-muted')?.textContent).toBe(
      zoneNote.replace('{{city}}', word(locale, 'cities.Europe/Kyiv')),
    );
  });
});
