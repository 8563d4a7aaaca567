// What the data renderers of the shell's server (shell-page-draw.mjs, shell-page-draw-cabinet.mjs) share in the
// browser: the promise the app's loader waits for, the prefetched answers, HTML escaping, `{{name}}` filling and
// a zone's wall clock. Written into the page once per renderer and handed to it (`inlineDrawScript`).

/**
 * Runs in the browser (stringified into the HTML): plain ES2017, no imports, nothing from outside the page's
 * globals. Starts `window.__rozmovaDataFirst` (the loader of serve-static.mjs waits for it, 1.5 s at most, so the
 * answer is drawn before the app's start tasks hold the main thread); `finish` resolves it.
 */
export function drawKit() {
  var w = window;
  var finish;
  w.__rozmovaDataFirst = new Promise(function (r) {
    finish = r;
  });
  var bodies = w.__rozmovaPrefetchBody || {};
  var pad = function (n) {
    return (n < 10 ? '0' : '') + n;
  };
  var formats = {};
  /** The wall clock of `zone` at `ms`: year, month, day, hour (0-23), minute. */
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
  return {
    finish: finish,
    bodies: bodies,
    /** The prefetched answer whose URL contains `part`, or undefined. */
    find: function (part) {
      return Object.keys(bodies).filter(function (k) {
        return k.indexOf(part) >= 0;
      })[0];
    },
    esc: function (s) {
      return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    },
    /** i18next's `{{name}}` interpolation (unknown names stay as written). */
    fill: function (text, values) {
      return String(text).replace(/\{\{(\w+)\}\}/g, function (m, k) {
        return values[k] === undefined ? m : values[k];
      });
    },
    pad: pad,
    clockOf: clockOf,
    keyOf: function (x) {
      return x.y + '-' + pad(x.mo) + '-' + pad(x.d);
    },
    /** The browser's zone, or the market's when the browser names none that Intl knows (as `clientTimeZone`). */
    browserZone: function (marketZone) {
      try {
        var own = Intl.DateTimeFormat().resolvedOptions().timeZone;
        if (own) {
          clockOf(0, own);
          return own;
        }
      } catch (_e) {
        // an unknown zone: the market's
      }
      return marketZone;
    },
  };
}

/** `<script>` calling a renderer with its config and the kit; `<` escaped so no text can close the element. */
export function inlineDrawScript(draw, config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script>(${draw.toString()})(${json},(${drawKit.toString()})());</script>`;
}
