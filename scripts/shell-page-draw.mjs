// The data region of a therapist's page drawn in the visitor's browser from the answer the page's HTML already
// asked for (issue 28): the booking widget's first screen of free times, in the browser's zone, with the apps'
// own words, before ~700 KB of JavaScript has been compiled. The shell's server writes the widget's frame (its
// heading, the session type, an empty calendar and the continue button) into the therapist page's copy
// (prerender-content.mjs) and this script next to the data requests (shell-pages.mjs); when the free times
// arrive it draws the calendar into the frame. Nothing of anyone's is in the HTML: the times come from the api
// in the browser. A failed or missing answer draws nothing: the page waits for the app, as before.
// A time chosen here is kept in `window.__rozmovaChosenSlot`; mf-booking's widget opens with it chosen.

import { inlineDrawScript } from './shell-page-draw-kit.mjs';

/** The global a time chosen on the copy is kept in until mf-booking's widget takes it. */
export const CHOSEN_SLOT_GLOBAL = '__rozmovaChosenSlot';

/**
 * Runs in the browser (stringified into the HTML by `inlineDrawScript`): plain ES2017, no imports, nothing from
 * outside its arguments (the config and shell-page-draw-kit.mjs's `drawKit()`) and the page's globals.
 * Exported for the unit tests.
 * @param {{ locale: string, marketZone: string, workerId: string, t: Record<string, string>,
 *   names: { weekdaysMin: string[], weekdays: string[], months: string[], monthsAfterDay: string[] },
 *   zones: Record<string, string>, now?: number }} c
 */
export function drawFreeTimes(c, kit) {
  var w = window;
  var d = document;
  var key = kit.find('/v4/get_free_slots?');
  if (!key) return kit.finish();
  var esc = kit.esc;
  var pad = kit.pad;
  var clockOf = kit.clockOf;
  var keyOf = kit.keyOf;
  var dayOf = function (day) {
    return { y: +day.slice(0, 4), mo: +day.slice(5, 7), d: +day.slice(8, 10) };
  };
  var zone = kit.browserZone(c.marketZone);
  kit.bodies[key]
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
          (c.zones[zone] ? esc(kit.fill(c.t.your_zone, { zone: c.zones[zone] })) : '') +
          '</p>';
        if (other && c.zones[other]) {
          var o = clockOf(now, other);
          out +=
            '<p class="pr-cal-note">' +
            esc(kit.fill(c.t.therapist_zone, { zone: c.zones[other], time: pad(o.h) + ':' + pad(o.mi) })) +
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
    .catch(function () {})
    .then(kit.finish);
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

/**
 * The inline script that draws a therapist page's free times, or '' when the texts it needs are missing.
 * @param {{ locale: string, marketZone: string, workerId: string, texts: Record<string, string> | null,
 *   names: Record<string, string[]> | null, zones: Record<string, string> }} options
 */
export function freeTimesScript({ locale, marketZone, workerId, texts, names, zones }) {
  if (!texts || !names) return '';
  return inlineDrawScript(drawFreeTimes, { locale, marketZone, workerId, t: texts, names, zones });
}
