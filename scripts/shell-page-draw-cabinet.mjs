// The signed-in areas' data region drawn in the person's own browser from their own api answer (issue 28): the
// client's next session on `/{locale}/cabinet`, the therapist's week on `/{locale}/cabinet/appointments-list`.
// The shell's server writes this script beside the data requests (shell-pages.mjs) only when the page's request
// carries the api's session cookie; it carries the apps' words, never anyone's data. See shell-page-draw.mjs.
import { inlineDrawScript } from './shell-page-draw-kit.mjs';

/**
 * Runs in the browser (stringified into the HTML by `inlineDrawScript`, with shell-page-draw-kit.mjs's
 * `drawKit()` as `kit`): the signed-in person's own first screen of their cabinet,
 * from their own api answer: the client's next session (or that there is none) on `/{locale}/cabinet`, the
 * therapist's week on `/{locale}/cabinet/appointments-list`, drawn into the frame's empty <main>.
 * Exported for the unit tests.
 * @param {{ page: 'sessions' | 'agenda', locale: string, marketZone: string, calendarLocale: string,
 *   t: Record<string, any>, names: Record<string, string[]>, longDay: string, zones: Record<string, string>,
 *   cities: Record<string, string>, now?: number }} c
 */
export function drawCabinet(c, kit) {
  var d = document;
  var esc = kit.esc;
  var fill = kit.fill;
  var pad = kit.pad;
  var clockOf = kit.clockOf;
  var keyOf = kit.keyOf;
  var hhmm = function (ms, zone) {
    var k = clockOf(ms, zone);
    return pad(k.h) + ':' + pad(k.mi);
  };
  var keys = c.page === 'sessions' ? ['/auth?', 'kind=upcoming'] : ['/auth?', '/v4/worker/get_bookings?'];
  var wanted = keys.map(kit.find);
  if (
    wanted.some(function (k) {
      return !k;
    })
  )
    return kit.finish();
  Promise.all(
    wanted.map(function (k) {
      return kit.bodies[k];
    }),
  )
    .then(function (answers) {
      if (
        answers.some(function (a) {
          return !a || a.status !== 200;
        })
      )
        return;
      var auth = JSON.parse(answers[0].text);
      var data = JSON.parse(answers[1].text);
      var role = auth && auth.user && auth.user.role;
      var now = c.now || Date.now();
      var out;
      var ready;
      if (c.page === 'sessions') {
        if (role !== 'user' || !data || !Array.isArray(data.appointments)) return;
        var zone = kit.browserZone(c.marketZone);
        var longDay = function (ms, z) {
          var k = clockOf(ms, z);
          var wd = new Date(Date.UTC(k.y, k.mo - 1, k.d)).getUTCDay();
          return fill(c.longDay, { w: c.names.weekdays[wd], d: k.d, m: c.names.monthsAfterDay[k.mo - 1], y: k.y });
        };
        var next = data.appointments.filter(function (a) {
          return a.status === 'confirmed' && Date.parse(a.ends_at) > now;
        })[0];
        var s = c.t.sessions;
        out = '<div class="pr-cab"><h1 class="pr-cab-title">' + esc(s.title) + '</h1>';
        if (!next) {
          out +=
            '<div class="pr-cab-notice" data-testid="no-upcoming"><p>' +
            esc(s.none_upcoming) +
            '</p><a class="pr-cab-primary" href="/' +
            c.locale +
            '/therapists">' +
            esc(s.find_therapist) +
            '</a></div>';
        } else {
          var starts = Date.parse(next.starts_at);
          var tz = next.time_zone;
          out +=
            '<section class="pr-cab-card" aria-labelledby="pr-next-title" data-testid="next-session"><p class="pr-cab-muted" id="pr-next-title">' +
            esc(s.next_title) +
            '</p><h2 class="pr-cab-sub">' +
            esc(
              fill(s.when, {
                day: longDay(starts, zone),
                time: hhmm(starts, zone),
                end: hhmm(Date.parse(next.ends_at), zone),
              }),
            ) +
            '</h2><p class="pr-cab-muted">' +
            (c.zones[zone] ? esc(fill(s.your_zone, { zone: c.zones[zone] })) : '') +
            '</p><dl class="pr-cab-summary"><dt>' +
            esc(s.labels.therapist) +
            '</dt><dd><a href="/' +
            c.locale +
            '/therapists?psychologist_id=' +
            encodeURIComponent(next.worker.id) +
            '">' +
            esc(next.worker.name || '') +
            '</a></dd>' +
            (tz && tz !== zone && c.zones[tz]
              ? '<dt>' +
                esc(s.labels.therapist_time) +
                '</dt><dd>' +
                esc(fill(s.therapist_time, { day: longDay(starts, tz), time: hhmm(starts, tz), zone: c.zones[tz] })) +
                '</dd>'
              : '') +
            '<dt>' +
            esc(s.labels.type) +
            '</dt><dd>' +
            esc(next.service_kind === 'couple' ? s.kind_couple : s.kind_personal) +
            '</dd></dl><a class="pr-cab-secondary" href="/' +
            c.locale +
            '/cabinet/sessions/' +
            encodeURIComponent(next.id) +
            '">' +
            esc(s.details_link) +
            '</a></section>';
        }
        out += '</div>';
        ready = '[data-testid="next-session"],[data-testid="no-upcoming"]';
      } else {
        if (role !== 'therapist' || !data || !data.time_zone || !Array.isArray(data.bookings)) return;
        var az = data.time_zone;
        var a = c.t.agenda;
        var dayName = new Intl.DateTimeFormat(c.calendarLocale, {
          timeZone: 'UTC',
          weekday: 'long',
          day: 'numeric',
          month: 'long',
        });
        var time = new Intl.DateTimeFormat(c.calendarLocale, {
          timeZone: az,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        });
        var t0 = clockOf(now, az);
        out =
          '<section class="pr-cab" data-testid="agenda"><div class="pr-cab-spread"><h1 class="pr-cab-title">' +
          esc(a.title) +
          '</h1><div class="pr-cab-row" role="group" aria-label="' +
          esc(a.view_label) +
          '" inert><button type="button" class="pr-cab-secondary" aria-pressed="false">' +
          esc(a.view_day) +
          '</button><button type="button" class="pr-cab-primary" aria-pressed="true">' +
          esc(a.view_week) +
          '</button></div></div><p class="pr-cab-muted">' +
          (c.cities[az] ? esc(fill(c.t.zone_note, { city: c.cities[az] })) : '') +
          '</p>';
        for (var i = 0; i < 7; i++) {
          var x = new Date(Date.UTC(t0.y, t0.mo - 1, t0.d + i, 12));
          var day = x.toISOString().slice(0, 10);
          var label = dayName.format(x);
          var ofDay = data.bookings.filter(function (b) {
            return keyOf(clockOf(Date.parse(b.starts_at), az)) === day;
          });
          out +=
            '<section class="pr-cab" aria-label="' +
            esc(label) +
            '" data-testid="agenda-day" data-date="' +
            day +
            '"><h2 class="pr-cab-sub">' +
            esc(i === 0 ? fill(a.today, { day: label }) : label) +
            '</h2>';
          if (ofDay.length === 0) out += '<p class="pr-cab-muted">' + esc(a.no_sessions) + '</p>';
          else {
            out += '<ul class="pr-cab-list">';
            ofDay.forEach(function (b) {
              var who = b.client ? b.client.name || a.client_deleted : a.client_unknown;
              out +=
                '<li class="pr-cab-card"><h3 class="pr-cab-sub">' +
                esc(time.format(new Date(b.starts_at)) + '–' + time.format(new Date(b.ends_at)) + ' · ' + who) +
                '</h3><p class="pr-cab-muted">' +
                esc(a.kind[b.service_kind === 'couple' ? 'couple' : 'personal']) +
                '</p></li>';
            });
            out += '</ul>';
          }
          out += '</section>';
        }
        out += '</section>';
        ready = '[data-testid="agenda"] [data-testid="agenda-day"]';
      }
      function paint() {
        var main = d.querySelector('#prerendered main');
        if (!main) return false;
        main.innerHTML = out;
        // The copy stays until the app shows the same region.
        d.getElementById('prerendered').setAttribute('data-ready', ready);
        return true;
      }
      if (!paint() && d.readyState === 'loading')
        d.addEventListener('readystatechange', function once() {
          d.removeEventListener('readystatechange', once);
          paint();
        });
    })
    .catch(function () {})
    .then(kit.finish);
}

/** The cabinets' copy (mf-client-cabinet's and mf-worker-cabinet's cabinet.module.scss, in short). */
export const CABINET_STYLE = `<style>
.pr-cab{display:flex;flex-direction:column;gap:16px;max-width:960px;margin:0 auto;padding:16px;box-sizing:border-box}
.pr-cab .pr-cab{padding:0;margin:0}
.pr-cab-title{font-size:1.6rem;margin:0}.pr-cab-sub{font-size:1.1rem;margin:0}
.pr-cab-muted{color:#5f6b76;font-size:.875rem;margin:0}
.pr-cab-card,.pr-cab-notice{background:#fff;border:1px solid #d9e0e6;border-radius:12px;padding:16px;display:flex;flex-direction:column;gap:8px}
.pr-cab-notice p{margin:0}.pr-cab-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.pr-cab-summary{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}.pr-cab-summary dd{margin:0}
.pr-cab-spread{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px}.pr-cab-row{display:flex;gap:8px}
.pr-cab-primary,.pr-cab-secondary{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 16px;border-radius:12px;font:inherit;font-weight:600;text-decoration:none}
.pr-cab-primary{background:#1a778a;color:#fff;border:0}.pr-cab-secondary{background:#fff;color:#1f2933;border:1px solid #d9e0e6}
</style>`;

/**
 * The inline script that draws a cabinet's first screen from the signed-in person's own answers, or '' when its
 * texts are missing. It carries no one's data: only the apps' words and the page's kind.
 * @param {{ page: 'sessions' | 'agenda', locale: string, marketZone: string, calendarLocale: string,
 *   texts: Record<string, any> | null, names: Record<string, string[]> | null, longDay: string | null,
 *   zones: Record<string, string>, cities: Record<string, string> }} options
 */
export function cabinetScript({ page, locale, marketZone, calendarLocale, texts, names, longDay, zones, cities }) {
  if (!texts || (page === 'sessions' && (!names || !longDay))) return '';
  // The sessions name zones as the booking widget does, the agenda by their city.
  const config =
    page === 'sessions'
      ? { page, locale, marketZone, t: texts, names, longDay, zones, cities: {} }
      : { page, locale, marketZone, calendarLocale, t: texts, zones: {}, cities };
  return `${CABINET_STYLE}${inlineDrawScript(drawCabinet, config)}`;
}
