// The data region of a therapist's page drawn in the visitor's browser from the answer the page's HTML already
// asked for (issue 28): the booking widget's first screen of free times, in the browser's zone, with the apps'
// own words, before ~700 KB of JavaScript has been compiled. The shell's server writes the widget's frame (its
// heading, the session type, an empty calendar and the continue button) into the therapist page's copy
// (prerender-content.mjs) and this script next to the data requests (shell-pages.mjs); when the free times
// arrive it draws the calendar into the frame. Nothing of anyone's is in the HTML: the times come from the api
// in the browser. A failed or missing answer draws nothing: the page waits for the app, as before.
// A time chosen here is kept in `window.__rozmovaChosenSlot`; mf-booking's widget opens with it chosen.

/** The global a time chosen on the copy is kept in until mf-booking's widget takes it. */
export const CHOSEN_SLOT_GLOBAL = '__rozmovaChosenSlot';

/**
 * Runs in the browser (stringified into the HTML): plain ES2017, no imports, nothing from outside its
 * argument and the page's globals. Exported for the unit tests, which run it in jsdom.
 * @param {{ locale: string, marketZone: string, workerId: string, t: Record<string, string>,
 *   names: { weekdaysMin: string[], weekdays: string[], months: string[], monthsAfterDay: string[] },
 *   zones: Record<string, string>, now?: number }} c
 */
export function drawFreeTimes(c) {
  var w = window;
  var d = document;
  var bodies = w.__rozmovaPrefetchBody || {};
  var key = Object.keys(bodies).filter(function (k) {
    return k.indexOf('/v4/get_free_slots?') >= 0;
  })[0];
  if (!key) return;
  var formats = {};
  function clockOf(ms, zone) {
    var f = formats[zone];
    if (!f)
      f = formats[zone] = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      });
    var p = {};
    f.formatToParts(new Date(ms)).forEach(function (x) {
      p[x.type] = Number(x.value);
    });
    return { y: p.year, mo: p.month, d: p.day, h: p.hour % 24, mi: p.minute };
  }
  var pad = function (n) {
    return (n < 10 ? '0' : '') + n;
  };
  var dayOf = function (k) {
    return { y: +k.slice(0, 4), mo: +k.slice(5, 7), d: +k.slice(8, 10) };
  };
  var keyOf = function (x) {
    return x.y + '-' + pad(x.mo) + '-' + pad(x.d);
  };
  var esc = function (s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };
  var zone = c.marketZone;
  try {
    var own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own) {
      clockOf(0, own);
      zone = own;
    }
  } catch (_e) {
    zone = c.marketZone;
  }
  bodies[key]
    .then(function (a) {
      if (!a || a.status !== 200) return;
      var answer = JSON.parse(a.text);
      var now = c.now || Date.now();
      var notice = (answer.notice_minutes || 0) * 60000;
      var byDay = {};
      (answer.slots || []).forEach(function (s) {
        var at = Date.parse(s.starts_at);
        if (isNaN(at) || at < now + notice) return;
        var k = keyOf(clockOf(at, zone));
        (byDay[k] = byDay[k] || []).push({ at: at, s: s });
      });
      var t0 = clockOf(now, zone);
      var days = [];
      for (var i = 0; i < 28; i++) {
        var x = new Date(Date.UTC(t0.y, t0.mo - 1, t0.d + i));
        days.push(x.getUTCFullYear() + '-' + pad(x.getUTCMonth() + 1) + '-' + pad(x.getUTCDate()));
      }
      var first = days.filter(function (k) {
        return byDay[k];
      })[0];
      var state = { day: first, page: first ? Math.floor(days.indexOf(first) / 7) : 0, chosen: null };
      var weekday = function (k) {
        var x = dayOf(k);
        return new Date(Date.UTC(x.y, x.mo - 1, x.d)).getUTCDay();
      };
      var other = answer.time_zone && answer.time_zone !== zone ? answer.time_zone : null;
      if (other) {
        var a1 = clockOf(now, other);
        var a2 = clockOf(now, zone);
        if (a1.h === a2.h && a1.mi === a2.mi && a1.d === a2.d) other = null;
      }
      function html() {
        var out = '<h3 class="pr-cal-title" id="pr-calendar-title">' + esc(c.t.title) + '</h3>';
        out +=
          '<p class="pr-cal-note">' +
          (c.zones[zone] ? esc(c.t.your_zone.replace('{{zone}}', c.zones[zone])) : '') +
          '</p>';
        if (other && c.zones[other]) {
          var o = clockOf(now, other);
          out +=
            '<p class="pr-cal-note">' +
            esc(
              c.t.therapist_zone.replace('{{zone}}', c.zones[other]).replace('{{time}}', pad(o.h) + ':' + pad(o.mi)),
            ) +
            '</p>';
        }
        if (!first) return out + '<p class="pr-cal-notice">' + esc(c.t.no_slots) + '</p>';
        var visible = days.slice(state.page * 7, state.page * 7 + 7);
        var f = dayOf(visible[0]);
        var l = dayOf(visible[visible.length - 1]);
        var span =
          f.y === l.y && f.mo === l.mo
            ? c.names.months[l.mo - 1] + ' ' + l.y
            : (f.y === l.y ? c.names.months[f.mo - 1] : c.names.months[f.mo - 1] + ' ' + f.y) +
              ' – ' +
              c.names.months[l.mo - 1] +
              ' ' +
              l.y;
        out += '<p class="pr-cal-months">' + esc(span) + '</p>';
        out += '<div class="pr-cal-strip" role="group" aria-label="' + esc(c.t.pick_day) + '">';
        out +=
          '<button type="button" class="pr-cal-choice" data-page="-1" aria-label="' +
          esc(c.t.previous_week) +
          '"' +
          (state.page === 0 ? ' disabled' : '') +
          '>‹</button><div class="pr-cal-days">';
        visible.forEach(function (k) {
          var x = dayOf(k);
          var wd = weekday(k);
          var on = k === state.day;
          out +=
            '<button type="button" class="pr-cal-choice pr-cal-day' +
            (on ? ' pr-selected' : '') +
            '" data-day="' +
            k +
            '" aria-pressed="' +
            on +
            '"' +
            (byDay[k] ? '' : ' disabled') +
            ' title="' +
            esc(c.names.weekdays[wd] + ', ' + x.d + ' ' + c.names.monthsAfterDay[x.mo - 1]) +
            '"><span class="pr-cal-wd">' +
            esc(c.names.weekdaysMin[wd]) +
            '</span> <span class="pr-cal-date">' +
            x.d +
            '</span><span class="pr-hidden"> ' +
            esc(c.names.monthsAfterDay[x.mo - 1]) +
            '</span></button>';
        });
        out +=
          '</div><button type="button" class="pr-cal-choice" data-page="1" aria-label="' +
          esc(c.t.next_week) +
          '"' +
          (state.page >= 3 ? ' disabled' : '') +
          '>›</button></div>';
        var list = state.day ? byDay[state.day] || [] : [];
        if (list.length === 0) return out + '<p class="pr-cal-note">' + esc(c.t.no_slots_day) + '</p>';
        out += '<div class="pr-cal-times" role="group" aria-label="' + esc(c.t.pick_time) + '">';
        list.forEach(function (x) {
          var k = clockOf(x.at, zone);
          var iso = new Date(x.at).toISOString();
          var on = state.chosen === iso;
          out +=
            '<button type="button" class="pr-cal-choice pr-cal-time' +
            (on ? ' pr-selected' : '') +
            '" aria-pressed="' +
            on +
            '" data-testid="slot" data-starts-at="' +
            esc(iso) +
            '">' +
            pad(k.h) +
            ':' +
            pad(k.mi) +
            (x.s.planned_outage ? '<span class="pr-cal-outage">' + esc(c.t.planned_outage) + '</span>' : '') +
            '</button>';
        });
        return out + '</div>';
      }
      function paint() {
        var host = d.getElementById('pr-calendar');
        if (!host) return false;
        host.innerHTML = html();
        var copy = d.getElementById('prerendered');
        // The copy stays until the app's own widget shows its times: nothing moves in between.
        if (copy && first) copy.setAttribute('data-ready', '[data-testid="booking-widget"] [data-testid="slot"]');
        return true;
      }
      function start() {
        if (!paint()) return;
        d.getElementById('pr-calendar').addEventListener('click', function (e) {
          var b = e.target.closest && e.target.closest('button');
          if (!b || b.disabled) return;
          if (b.getAttribute('data-page')) {
            state.page = Math.max(0, Math.min(3, state.page + Number(b.getAttribute('data-page'))));
          } else if (b.getAttribute('data-day')) {
            state.day = b.getAttribute('data-day');
          } else if (b.getAttribute('data-starts-at')) {
            var at = b.getAttribute('data-starts-at');
            state.chosen = at;
            var slot = (byDay[state.day] || []).filter(function (x) {
              return new Date(x.at).toISOString() === at;
            })[0];
            w.__rozmovaChosenSlot = { worker_id: c.workerId, starts_at: at, ends_at: slot ? slot.s.ends_at : null };
          }
          paint();
          var again = d.querySelector('#pr-calendar [data-starts-at="' + state.chosen + '"]');
          if (b.getAttribute('data-starts-at') && again) again.focus();
        });
      }
      if (d.getElementById('pr-calendar') || d.readyState !== 'loading') start();
      else
        d.addEventListener('readystatechange', function once() {
          d.removeEventListener('readystatechange', once);
          start();
        });
    })
    .catch(function () {});
}

/**
 * Runs in the browser (stringified into the HTML): the signed-in person's own first screen of their cabinet,
 * from their own api answer: the client's next session (or that there is none) on `/{locale}/cabinet`, the
 * therapist's week on `/{locale}/cabinet/appointments-list`, drawn into the frame's empty <main>.
 * Exported for the unit tests.
 * @param {{ page: 'sessions' | 'agenda', locale: string, marketZone: string, calendarLocale: string,
 *   t: Record<string, any>, names: Record<string, string[]>, longDay: string, zones: Record<string, string>,
 *   cities: Record<string, string>, now?: number }} c
 */
export function drawCabinet(c) {
  var w = window;
  var d = document;
  var bodies = w.__rozmovaPrefetchBody || {};
  var find = function (part) {
    return Object.keys(bodies).filter(function (k) {
      return k.indexOf(part) >= 0;
    })[0];
  };
  var esc = function (s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };
  var fill = function (text, values) {
    return String(text).replace(/\{\{(\w+)\}\}/g, function (m, k) {
      return values[k] === undefined ? m : values[k];
    });
  };
  var pad = function (n) {
    return (n < 10 ? '0' : '') + n;
  };
  var formats = {};
  function clockOf(ms, zone) {
    var f = formats[zone];
    if (!f)
      f = formats[zone] = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      });
    var p = {};
    f.formatToParts(new Date(ms)).forEach(function (x) {
      p[x.type] = Number(x.value);
    });
    return { y: p.year, mo: p.month, d: p.day, h: p.hour % 24, mi: p.minute };
  }
  var keyOf = function (x) {
    return x.y + '-' + pad(x.mo) + '-' + pad(x.d);
  };
  var hhmm = function (ms, zone) {
    var k = clockOf(ms, zone);
    return pad(k.h) + ':' + pad(k.mi);
  };
  var keys = c.page === 'sessions' ? ['/auth?', 'kind=upcoming'] : ['/auth?', '/v4/worker/get_bookings?'];
  var wanted = keys.map(find);
  if (
    wanted.some(function (k) {
      return !k;
    })
  )
    return;
  Promise.all(
    wanted.map(function (k) {
      return bodies[k];
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
        var zone = c.marketZone;
        try {
          var own = Intl.DateTimeFormat().resolvedOptions().timeZone;
          if (own) {
            clockOf(0, own);
            zone = own;
          }
        } catch (_e) {
          zone = c.marketZone;
        }
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
    .catch(function () {});
}

/** The calendar's styles (@rozmova/web/ui/slot-calendar.module.scss with the kit's choice buttons). */
export const DRAW_STYLE = `<style>
.pr-widget{font-family:inherit;color:#1f2933;background:#fff;border:1px solid #d9e0e6;border-radius:12px;box-shadow:0 4px 16px rgba(31,41,51,.08);padding:16px;display:flex;flex-direction:column;gap:16px}
.pr-widget h2{font-size:1.25rem;margin:0}.pr-widget .pr-progress{min-height:1.5em;margin:0}
.pr-widget fieldset{border:0;padding:0;margin:0;display:grid;gap:8px}.pr-widget legend{font-weight:600;margin-bottom:8px}
.pr-widget label{display:flex;flex-direction:column;border:1px solid #d9e0e6;border-radius:9px;padding:8px 12px}.pr-widget label.pr-selected{border-color:#1a778a}
.pr-hint,.pr-cal-note,.pr-cal-months{color:#5f6b76;font-size:.875rem;margin:0}
#pr-calendar{display:flex;flex-direction:column;gap:8px}#pr-calendar *{box-sizing:border-box}
.pr-cal-title{font-size:1rem;margin:0}.pr-cal-notice{background:#f6f8fa;border-radius:12px;padding:12px;margin:0}
.pr-cal-strip{display:grid;grid-template-columns:44px 1fr 44px;align-items:center;gap:4px}
.pr-cal-days{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:4px;min-width:0}
.pr-cal-choice{min-height:44px;border:1px solid #d9e0e6;border-radius:9px;background:#fff;color:#1f2933;font:inherit;font-weight:600;cursor:pointer}
.pr-cal-choice:disabled{opacity:.45;cursor:default}
.pr-cal-day{display:flex;flex-direction:column;align-items:center;justify-content:center;min-width:0;padding:4px 2px;font-size:.875rem;line-height:1.2;text-transform:capitalize}
.pr-cal-wd{font-size:.8125rem}.pr-cal-date{font-weight:700;font-size:1rem}
.pr-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.pr-cal-times{display:grid;grid-template-columns:repeat(auto-fill,minmax(76px,1fr));gap:8px}
.pr-cal-choice.pr-selected{border-color:#1a778a;background:#1a778a;color:#fff}
.pr-cal-outage{display:block;font-size:.75rem;font-weight:400}
.pr-continue{min-height:48px;border:0;border-radius:12px;background:#1a778a;color:#fff;font:inherit;font-weight:600;width:100%;opacity:.6}
</style>`;

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
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `${CABINET_STYLE}<script>(${drawCabinet.toString()})(${json});</script>`;
}

/**
 * The inline script that draws a therapist page's free times, or '' when the texts it needs are missing.
 * @param {{ locale: string, marketZone: string, workerId: string, texts: Record<string, string> | null,
 *   names: Record<string, string[]> | null, zones: Record<string, string> }} options
 */
export function freeTimesScript({ locale, marketZone, workerId, texts, names, zones }) {
  if (!texts || !names) return '';
  const config = { locale, marketZone, workerId, t: texts, names, zones };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script>(${drawFreeTimes.toString()})(${json});</script>`;
}
