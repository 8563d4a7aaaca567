// The api requests a page is known to make, started by an inline script in its <head> while its JavaScript
// downloads (the shell's server, shell-pages.mjs; the remotes take them through @rozmova/web/prefetch).

/** The global the page's data requests are kept in (@rozmova/web/prefetch, PREFETCH_GLOBAL). */
export const PREFETCH_GLOBAL = '__rozmovaPrefetch';
/** Each answer's status and text, for the inline renderer of the page's data (shell-page-draw.mjs). */
export const PREFETCH_BODY_GLOBAL = '__rozmovaPrefetchBody';
/** The api's session cookie (api/src/plugins/app/sessions, SESSION_COOKIE). */
const SESSION_COOKIE = 'sid';
/** The booking widget's calendar (CALENDAR_DAYS, @rozmova/web/ui/slot-calendar) and the agenda's week (AGENDA_DAYS). */
const CALENDAR_DAYS = 28;
const AGENDA_DAYS = 7;
const DAY_MS = 86_400_000;
/** SERVICE_IDS.personal (@rozmova/contracts/constants): the session type a therapist's page opens with. */
const PERSONAL_SERVICE_ID = '2f6b1c9e4a7d4b0f9c3e8a51d7e2b6c4';

/** Whether the request carries the api's session cookie (only when the api shares the site's host). */
export function hasSessionCookie(cookieHeader) {
  return String(cookieHeader ?? '')
    .split(';')
    .some((part) => {
      const [name, value] = part.trim().split('=');
      return name === SESSION_COOKIE && Boolean(value);
    });
}

/**
 * The api requests a page exists for, asked with the same parameters in the same order as the remote that
 * renders it: `[path, [[name, value]...]]`, a number value being an offset in ms from the current minute (the
 * loaders floor `now` the same way, @rozmova/web/prefetch `prefetchMinute`). Empty for every other page, and
 * for a signed-in area without the session cookie: a visitor who is not signed in must not cause a 401.
 * @param {{ locale: string, rest: string, query: URLSearchParams, signedIn: boolean }} page
 */
export function dataRequests({ locale, rest, query, signedIn }) {
  if (rest === 'therapists') {
    const id = query.get('psychologist_id');
    // Another session type asked for in the address: the widget asks for that one itself.
    if (!id || query.has('service_id')) return [];
    return [
      // mf-booking finds the therapist in the catalogue's pages of 50 (get-therapists.ts, getTherapist): the first.
      [
        '/get_therapists_data',
        [
          ['config_id', locale],
          ['page', '1'],
          ['per_page', '50'],
        ],
      ],
      [
        '/v4/get_free_slots',
        [
          ['config_id', locale],
          ['worker_id', id],
          ['service_id', PERSONAL_SERVICE_ID],
          ['from', 0],
          ['to', CALENDAR_DAYS * DAY_MS],
        ],
      ],
    ];
  }
  if (!signedIn) return [];
  // The shell checks the session (auth-api.ts, fetchAuth) before a private page renders anything.
  const session = ['/auth', [['config_id', locale]]];
  // mf-client-cabinet's sessions page: the upcoming ones (50) and the first page of past ones (10).
  if (rest === 'cabinet')
    return [
      session,
      [
        '/v4/entities/get-cabinet-appointment-list',
        [
          ['config_id', locale],
          ['kind', 'upcoming'],
          ['page', '1'],
          ['per_page', '50'],
        ],
      ],
      [
        '/v4/entities/get-cabinet-appointment-list',
        [
          ['config_id', locale],
          ['kind', 'past'],
          ['page', '1'],
          ['per_page', '10'],
        ],
      ],
    ];
  // mf-worker-cabinet's agenda (agendaQuery): a day back to a week and a day ahead, cancelled ones too.
  if (rest === 'cabinet/appointments-list')
    return [
      session,
      [
        '/v4/worker/get_bookings',
        [
          ['from', -DAY_MS],
          ['to', (AGENDA_DAYS + 1) * DAY_MS],
          ['status', 'all'],
          ['per_page', '200'],
        ],
      ],
    ];
  return [];
}

/**
 * An inline script that starts the page's api requests while its JavaScript downloads and keeps each promise
 * in `window.__rozmovaPrefetch[url]`, the URL built as @rozmova/web's api client builds it (URLSearchParams).
 * It also keeps each answer's status and text in `window.__rozmovaPrefetchBody[url]` for the page's inline
 * renderer (shell-page-draw.mjs), which draws the data before the app has run.
 * The script reads each body itself and keeps a copy: an answer nobody takes (a revoked session sent to sign in
 * before the list is asked for) would otherwise stay an open request in Chromium, and the page never went idle.
 * '' when there is nothing to ask.
 * @param {string} apiBase
 * @param {ReturnType<typeof dataRequests>} requests
 */
export function dataPrefetchScript(apiBase, requests) {
  if (!apiBase || requests.length === 0) return '';
  const base = apiBase.replace(/\/+$/, '');
  const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `<script>(function(){try{var s=window.${PREFETCH_GLOBAL}=window.${PREFETCH_GLOBAL}||{},` +
    `b=window.${PREFETCH_BODY_GLOBAL}=window.${PREFETCH_BODY_GLOBAL}||{},` +
    `m=Math.floor(Date.now()/6e4)*6e4;${json(requests)}.forEach(function(r){var p=new URLSearchParams();` +
    `r[1].forEach(function(v){p.set(v[0],typeof v[1]==='number'?new Date(m+v[1]).toISOString():v[1]);});` +
    `var u=${json(base)}+r[0]+'?'+p.toString(),g=fetch(u,{credentials:'include',cache:'no-store',` +
    `headers:{accept:'application/json'}}).then(function(x){return x.text().then(function(t){return{x:x,t:t};});}),` +
    `f=g.then(function(o){var x=o.x;` +
    `return new Response(o.t===''?null:o.t,{status:x.status,statusText:x.statusText,headers:x.headers});});` +
    `b[u]=g.then(function(o){return{status:o.x.status,text:o.t};});` +
    `f.catch(function(){});b[u].catch(function(){});s[u]=f;});}catch(e){}})();</script>`
  );
}
