// The first screen of a CMS page, as static HTML the shell's server puts beside the empty #root, so the
// page's own words are painted with the HTML instead of after the shell, mf_content and the story have
// run (Lighthouse's LCP "render delay"; README, "Page speed"). It is a faithful copy of what the apps
// render first, not the apps themselves: the header's brand, the therapists link and the language switch
// (nothing that depends on who is signed in: the account links come with the app), the story's title and
// intro as mf_content's Article renders them, in the same sizes and colours (an inline stylesheet with
// the theme's values). A small inline script shows the app and removes the copy once the app's page has
// its own heading (or a region fallback), after 8 s at most, or when the app moves to another address;
// until then the copy is the page, and without JavaScript it stays a readable page.
// Texts go through the same small format mf_content reads (blank-line paragraphs, **bold**,
// [label](address)); a paragraph with a {{variable}} (prices, filled by the app) is left to the app.

import { DRAW_STYLE } from './shell-page-draw.mjs';

const escapeHtml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const INLINE = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** **bold** stays bold; a link keeps its label (the app makes it a link a moment later). */
function inline(text) {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    out += escapeHtml(text.slice(last, match.index));
    out += match[1] !== undefined ? `<strong>${inline(match[1])}</strong>` : escapeHtml(match[2]);
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** Paragraphs and lists of mf_content's text format; null when nothing is left to show. */
export function formattedText(text) {
  const blocks = String(text)
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((block) => block.length > 0 && !block.some((line) => line.includes('{{')));
  if (blocks.length === 0) return null;
  return blocks
    .map((block) => {
      if (block.every((line) => /^[-*]\s+/.test(line)))
        return `<ul>${block.map((line) => `<li>${inline(line.replace(/^[-*]\s+/, ''))}</li>`).join('')}</ul>`;
      if (block.every((line) => /^\d+\.\s+/.test(line)))
        return `<ol>${block.map((line) => `<li>${inline(line.replace(/^\d+\.\s+/, ''))}</li>`).join('')}</ol>`;
      return `<p>${block.map(inline).join('<br>')}</p>`;
    })
    .join('');
}

// The theme's values (shared/web/src/styles/_theme.scss), the shell's header (layout.module.scss) and
// mf_content's Article (bloks.module.scss), for the few elements the copy has.
const STYLE = `<style>
body:has(#prerendered)>#root{display:none}
body{margin:0;font-family:'Inter','Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1f2933;background:#f6f8fa}
.pr-header{background:#fff;border-bottom:1px solid #d9e0e6}
.pr-bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px 20px;max-width:1240px;margin:0 auto;padding:14px 24px;box-sizing:border-box}
.pr-brand{font-weight:700;font-size:22px;color:#1a778a;text-decoration:none}
.pr-nav{display:flex;gap:8px 20px;margin-left:auto}
.pr-nav a{color:#1f2933;text-decoration:none;white-space:nowrap}
.pr-lang{display:flex;gap:8px}
.pr-lang a{font-size:13px;color:#5f6b76}
.pr-lang a[aria-current]{font-weight:700;color:#135a69}
.pr-main{min-height:100vh}
.pr-consent{display:flex;gap:24px;align-items:center;max-width:1040px;margin:16px auto;box-sizing:border-box;padding:20px 24px;border-radius:12px;background:#fff;box-shadow:0 4px 16px rgba(31,41,51,.08);border:1px solid #d9e0e6}
.pr-consent h2{margin:0 0 4px;font-size:18px}
.pr-consent p{margin:0;color:#5f6b76;font-size:14px}
.pr-consent-copy{flex:1}
.pr-consent-actions{display:flex;flex-wrap:wrap;gap:12px;flex-shrink:0}
.pr-consent button{border-radius:12px;padding:10px 18px;font:inherit;cursor:pointer}
.pr-consent .pr-primary{border:0;background:#1a778a;color:#fff}
.pr-consent .pr-secondary{border:1px solid #d9e0e6;background:transparent;color:#1f2933}
@media (max-width:1215px){.pr-consent{flex-direction:column;align-items:stretch}}
@media (max-width:1072px){.pr-consent{margin:16px}}
@media (max-width:480px){.pr-consent{margin:8px;gap:12px;padding:16px}.pr-consent button{flex:1 1 auto;min-height:44px}}
.pr-article{max-width:960px;margin:0 auto;padding:40px 24px 64px;line-height:1.6}
.pr-article h1{margin:0 0 16px;font-size:clamp(28px,4vw,44px);line-height:1.2;font-weight:700}
.pr-intro{font-size:20px;color:#5f6b76}
.pr-intro p{margin:0 0 8px}
@media (max-width:1215px){.pr-article{padding:24px 16px 48px}.pr-nav{gap:8px 12px;font-size:14px}}
@media (max-width:720px){.pr-bar{padding:8px 16px 10px;gap:4px 12px}.pr-brand{display:inline-flex;align-items:center;min-height:44px;font-size:20px}.pr-nav{order:3;flex-basis:100%;margin-left:0;gap:4px 16px;font-size:15px}.pr-nav a{display:inline-flex;align-items:center;min-height:44px}.pr-lang{order:2;margin-left:auto;gap:0}.pr-lang a{display:inline-flex;align-items:center;justify-content:center;min-width:36px;min-height:44px;font-size:14px}}
</style>`;

// Runs before the app's code: shows #root and drops the copy once the app's page is there. A CMS page is
// there when its heading is (and nothing is still loading); a booking page when the element named by the
// copy's data-ready is (its cards or profile, not only its heading: the list's heading comes first). The
// attribute is read each time: the data renderer (shell-page-draw.mjs) moves it to the app's own data once it
// has drawn the data into the copy, so the copy stays until the app shows the same.
const SCRIPT = `<script>(function(){var c=document.getElementById('prerendered'),r=document.getElementById('root'),p=location.pathname,w,o;
function done(){if(!c)return;c.remove();c=null;if(o)o.disconnect();}
function ready(){var m=r.querySelector('main');w=c.getAttribute('data-ready');if(location.pathname!==p||r.querySelector('[data-testid="region-fallback"]')||(m&&m.querySelector('[role="alert"]')))return true;if(!m)return false;return w?!!m.querySelector(w):!!(m.querySelector('h1')&&!m.querySelector('[aria-busy="true"]'));}
o=new MutationObserver(function(){if(ready())done();});o.observe(r,{childList:true,subtree:true});setTimeout(done,8000);})();</script>`;

// The consent banner of a first visit (shell/src/features/consent), in the HTML under the header where the
// app puts it, so the page's text does not move down when the app arrives. The script right after it runs
// before the first paint: with a choice already stored (the app's key and format, consent-state.ts) the
// banner goes before anyone sees it. A choice made on the copy is stored the same way (or, when the app has
// already rendered its own hidden banner, made there), so the app shows no second banner.
const CONSENT_SCRIPT = `<script>(function(){var b=document.getElementById('pr-consent'),k='rozmova_consent';
try{var v=JSON.parse(localStorage.getItem(k)||'null');if(v&&(v.choice==='granted'||v.choice==='denied')){b.remove();return;}}catch(e){}
b.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('[data-choice]');if(!t)return;var c=t.getAttribute('data-choice'),a=document.querySelector('#root [data-testid="consent-'+(c==='granted'?'accept':'reject')+'"]');
if(a)a.click();else try{localStorage.setItem(k,JSON.stringify({choice:c,decided_at:new Date().toISOString()}));}catch(e){}b.remove();});})();</script>`;

const LANGUAGE_NAMES = { ua: 'UA', pl: 'PL', ro: 'RO', en: 'EN' };

/**
 * The shell's header as a visitor who is not signed in sees it first (brand, therapists link, language
 * switch keeping the address and its query) and, when its texts are given, the consent banner under it.
 * @param {{ locale: string, rest: string, search?: string, locales: string[],
 *   texts: { brand: string, therapists: string, language: string },
 *   consent?: { title: string, text: string, accept: string, reject: string } | null }} page
 */
function frame({ locale, rest, search = '', locales, texts, consent }) {
  const languages = locales
    .map(
      (code) =>
        `<a href="/${code}/${escapeHtml(rest)}${escapeHtml(search)}" hreflang="${code === 'ua' ? 'uk' : code}"${code === locale ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[code] ?? code.toUpperCase()}</a>`,
    )
    .join('');
  const header =
    `<header class="pr-header"><div class="pr-bar">` +
    `<a class="pr-brand" href="/${locale}/home">${escapeHtml(texts.brand)}</a>` +
    `<nav class="pr-nav" aria-label="main"><a href="/${locale}/therapists">${escapeHtml(texts.therapists)}</a></nav>` +
    `<div class="pr-lang" role="group" aria-label="${escapeHtml(texts.language)}">${languages}</div>` +
    `</div></header>`;
  if (!consent) return header;
  return (
    header +
    `<section class="pr-consent" id="pr-consent" aria-labelledby="pr-consent-title">` +
    `<div class="pr-consent-copy"><h2 id="pr-consent-title">${escapeHtml(consent.title)}</h2><p>${escapeHtml(consent.text)}</p></div>` +
    `<div class="pr-consent-actions">` +
    `<button type="button" class="pr-secondary" data-choice="denied">${escapeHtml(consent.reject)}</button>` +
    `<button type="button" class="pr-primary" data-choice="granted">${escapeHtml(consent.accept)}</button>` +
    `</div></section>${CONSENT_SCRIPT}`
  );
}

/**
 * The copy's HTML (style, markup, script) to put after `<div id="root"></div>`, or null when the story
 * gives nothing to show first (the page then waits for the app, as before).
 * @param {{ locale: string, rest: string, locales: string[], texts: { brand: string, therapists: string, language: string } | null,
 *   consent?: { title: string, text: string, accept: string, reject: string } | null,
 *   story: { content?: Record<string, unknown> } | null }} page
 */
export function prerenderedContent({ locale, rest, locales, texts, consent = null, story }) {
  const content = story?.content;
  if (!content || content.component !== 'Article' || !texts) return null;
  const title = typeof content.title === 'string' ? content.title.trim() : '';
  const intro = typeof content.intro === 'string' ? formattedText(content.intro) : null;
  if (!title) return null;
  const markup =
    `<div id="prerendered">${frame({ locale, rest, locales, texts, consent })}` +
    `<main class="pr-main"><article class="pr-article"><header>` +
    `<h1>${escapeHtml(title)}</h1>${intro ? `<div class="pr-intro">${intro}</div>` : ''}` +
    `</header></article></main></div>`;
  return `${STYLE}${markup}${SCRIPT}`;
}

/**
 * A signed-in area's frame: the header and, on a first visit, the consent banner, around an empty main
 * region the app fills. The server does not know who is signed in (the session belongs to the api's
 * origin), so nothing of the page itself is copied; a visitor who is not signed in is sent to sign in by
 * the app, in the same frame. Swapped for the app as soon as its main region has anything in it.
 * @param {{ locale: string, rest: string, search?: string, locales: string[],
 *   texts: { brand: string, therapists: string, language: string } | null,
 *   consent?: { title: string, text: string, accept: string, reject: string } | null }} page
 */
export function prerenderedFrame({ locale, rest, search = '', locales, texts, consent = null }) {
  if (!texts) return null;
  return `${STYLE}<div id="prerendered" data-ready="*">${frame({ locale, rest, search, locales, texts, consent })}<main class="pr-main"></main></div>${SCRIPT}`;
}

// mf_booking's pages (src/lib/pages.module.scss, features/therapists/components/therapists.module.scss),
// for the elements of their first screen: the list's heading, intro, link, filters and cards; a profile's
// back link, "book" button (phones), photo, name, prices, bio, languages and specialisations.
const BOOKING_STYLE = `<style>
.pr-page{font-family:'Inter','Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1f2933;max-width:1200px;margin:0 auto;padding:16px;box-sizing:border-box;width:100%}
.pr-page .pr-heading{font-size:1.6rem;margin:0 0 8px}
.pr-page .pr-text{color:#5f6b76;max-width:640px;line-height:1.5}
.pr-page .pr-link{color:#135a69;font-weight:600;display:inline-block;margin-bottom:16px}
.pr-filters{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:16px 0}
.pr-filter{display:flex;flex-direction:column;gap:4px;font-size:.875rem;color:#5f6b76}
.pr-filter select{font:inherit;color:#1f2933;min-height:44px;border:1px solid #d9e0e6;border-radius:9px;background:#fff;padding:0 8px;width:100%}
.pr-list{display:grid;grid-template-columns:1fr;gap:16px}
.pr-card{display:grid;grid-template-columns:72px 1fr;gap:12px;padding:16px;border:1px solid #d9e0e6;border-radius:12px;background:#fff}
.pr-photo{width:72px;height:72px;border-radius:50%;object-fit:cover;background:#f6f8fa}
.pr-card-body{display:flex;flex-direction:column;gap:4px;min-width:0}
.pr-name{margin:0;font-size:1.1rem}
.pr-price{margin:0;font-weight:600}
.pr-meta{margin:0;color:#5f6b76;font-size:.875rem;overflow-wrap:anywhere}
.pr-cta{margin-top:8px;color:#135a69;font-weight:600}
.pr-jump{display:block;width:100%;min-height:48px;margin-bottom:16px;border:0;border-radius:12px;background:#1a778a;color:#fff;font:inherit;font-weight:600}
.pr-columns{display:grid;grid-template-columns:1fr;gap:24px;min-height:100vh}
.pr-profile{display:flex;flex-direction:column;gap:12px}
.pr-profile-header{display:flex;gap:16px;align-items:center}
.pr-profile-header .pr-photo{width:96px;height:96px}
.pr-profile h1{margin:0;font-size:1.5rem}
.pr-prices{list-style:none;padding:0;margin:8px 0 0}
.pr-profile h2{font-size:1.1rem;margin:0 0 8px}
.pr-bio{margin:0 0 8px;line-height:1.55}
@media (min-width:760px){.pr-list{grid-template-columns:repeat(2,1fr)}}
@media (min-width:900px){.pr-filters{grid-template-columns:repeat(4,1fr)}}
@media (min-width:960px){.pr-jump{display:none}.pr-columns{grid-template-columns:1fr minmax(360px,480px);align-items:start}}
</style>`;

/**
 * The booking widget's first screen without its times (mf-booking's BookingWidget and ServiceSwitch): its step
 * heading, the session types the therapist offers (personal chosen, as the widget opens), an empty calendar the
 * inline renderer fills (shell-page-draw.mjs) and the continue button, not usable until the app has come.
 */
function bookingFrame(booking, therapist) {
  const kinds = ['personal', 'couple'].filter((kind) => therapist.prices.some((p) => p.service_kind === kind));
  const option = (kind) => {
    const minutes = therapist.prices.find((p) => p.service_kind === kind)?.duration_minutes;
    return (
      `<label${kind === 'personal' ? ' class="pr-selected"' : ''}><span>${escapeHtml(booking.service?.[kind] ?? '')}</span>` +
      `<span class="pr-hint">${fill(booking.service?.[`${kind}_hint`] ?? '', { minutes: escapeHtml(minutes ?? '') })}</span></label>`
    );
  };
  return (
    `<div class="pr-widget" data-testid="booking-widget"><header><h2>${escapeHtml(booking.steps?.service_and_calendar_selection ?? '')}</h2>` +
    `<p class="pr-progress"></p></header>` +
    (kinds.length
      ? `<fieldset inert><legend>${escapeHtml(booking.service?.legend ?? '')}</legend>${kinds.map(option).join('')}</fieldset>`
      : '') +
    `<section id="pr-calendar"></section>` +
    `<button type="button" class="pr-continue" disabled>${escapeHtml(booking.calendar?.continue ?? '')}</button></div>`
  );
}

/** i18next's `{{name}}` interpolation, the way the app's `t` fills it (values are escaped here). */
function fill(text, values = {}) {
  return escapeHtml(text).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key) =>
    Object.hasOwn(values, key) ? values[key] : whole,
  );
}

/** `booking:language.*` and `recommendation.concern.*` as the cards show them (the code when untranslated). */
const namedList = (codes, names) => codes.map((code) => escapeHtml(names?.[code] ?? code)).join(', ');

/** How many cards the copy holds: a phone's and a wide screen's first screen (two columns, two rows). */
export const PRERENDERED_CARDS = 4;

/**
 * The list `/{locale}/therapists` (no filter in the address) or one therapist's page
 * (`?psychologist_id=`), as mf_booking renders it once the api has answered, without what depends on
 * the visitor (the next free time is in their time zone, the free times and the widget need the app).
 * Null when there is nothing faithful to show: a filtered list, an empty list, an unknown therapist,
 * an api that did not answer (the page then waits for the app, as before).
 * @param {{ locale: string, query: URLSearchParams, locales: string[],
 *   texts: { brand: string, therapists: string, language: string } | null,
 *   consent?: { title: string, text: string, accept: string, reject: string } | null,
 *   booking: Record<string, any> | null, formatPrice: ((amount: number, currency: string, locale: string) => string) | null,
 *   personalServiceId: string, therapists: Array<Record<string, any>> | null, therapist?: Record<string, any> | null }} page
 */
export function prerenderedTherapists({
  locale,
  query,
  locales,
  texts,
  consent = null,
  booking,
  formatPrice,
  personalServiceId,
  therapists,
  therapist = null,
}) {
  if (!texts || !booking || !formatPrice) return null;
  const id = query.get('psychologist_id');
  const search = [...query.keys()].length ? `?${query.toString()}` : '';
  const list = booking.therapist_list ?? {};
  const languageNames = booking.language ?? {};
  const concernNames = booking.recommendation?.concern ?? {};
  const meta = (label, codes, names) =>
    `<p class="pr-meta"><span>${escapeHtml(label)}: </span>${namedList(codes, names)}</p>`;
  const photo = (person, size) =>
    person.photo_url
      ? `<img class="pr-photo" src="${escapeHtml(person.photo_url)}" alt="" width="${size}" height="${size}"${size === 96 ? ' loading="lazy"' : ''}>`
      : '';
  let main;
  if (id !== null) {
    if (
      !therapist ||
      therapist.id !== id ||
      [...query.keys()].some((key) => key !== 'psychologist_id' && key !== 'service')
    )
      return null;
    const page = booking.therapist_page ?? {};
    const htmlLang = (code) => (code === 'ua' ? 'uk' : code);
    const bio = String(therapist.bio ?? '')
      .split(/\n{2,}/)
      .map((paragraph) => `<p class="pr-bio">${escapeHtml(paragraph)}</p>`)
      .join('');
    main =
      `<main class="pr-page pr-main">` +
      `<a class="pr-link" href="/${locale}/therapists">← ${escapeHtml(page.back)}</a>` +
      `<button type="button" class="pr-jump" inert>${escapeHtml(page.book_now)}</button>` +
      `<div class="pr-columns"><article class="pr-profile"><header class="pr-profile-header">${photo(therapist, 120)}<div>` +
      `<h1>${escapeHtml(therapist.name)}</h1><ul class="pr-prices">` +
      therapist.prices
        .map(
          (price) =>
            `<li>${escapeHtml(booking.service?.[price.service_kind] ?? price.service_kind)}: <strong>${escapeHtml(formatPrice(price.price, price.currency, locale))}</strong></li>`,
        )
        .join('') +
      `</ul></div></header>` +
      `<section><h2>${escapeHtml(page.about)}</h2><div${therapist.bio_locale === locale ? '' : ` lang="${htmlLang(therapist.bio_locale)}"`}>${bio}</div></section>` +
      meta(list.languages, therapist.languages, languageNames) +
      (therapist.specialisations.length ? meta(list.specialisations, therapist.specialisations, concernNames) : '') +
      `</article><div>${bookingFrame(booking, therapist)}</div></div></main>`;
    return `${STYLE}${BOOKING_STYLE}${DRAW_STYLE}<div id="prerendered" data-ready="[data-testid=&quot;therapist-profile&quot;]">${frame({ locale, rest: 'therapists', search, locales, texts, consent })}${main}</div>${SCRIPT}`;
  }
  if (search || !therapists || therapists.length === 0) return null;
  const selected = (value, label) => `<option value="${escapeHtml(value)}" selected>${escapeHtml(label)}</option>`;
  const filter = (label, name, option) =>
    `<label class="pr-filter"><span>${escapeHtml(label)}</span><select name="${name}">${option}</select></label>`;
  const cards = therapists
    .slice(0, PRERENDERED_CARDS)
    .map((person) => {
      const price = person.prices.find((p) => p.service_id === personalServiceId) ?? person.prices[0];
      return (
        `<article class="pr-card">${photo(person, 96)}<div class="pr-card-body">` +
        `<h2 class="pr-name">${escapeHtml(person.name)}</h2>` +
        (price
          ? `<p class="pr-price">${fill(list.price, { price: escapeHtml(formatPrice(price.price, price.currency, locale)) })}</p>`
          : '') +
        meta(list.languages, person.languages, languageNames) +
        (person.specialisations.length ? meta(list.specialisations, person.specialisations, concernNames) : '') +
        `<a class="pr-cta" href="/${locale}/therapists?psychologist_id=${encodeURIComponent(person.id)}">${escapeHtml(list.view_profile)}</a>` +
        `</div></article>`
      );
    })
    .join('');
  main =
    `<main class="pr-page pr-main">` +
    `<h1 class="pr-heading">${escapeHtml(list.title)}</h1><p class="pr-text">${escapeHtml(list.intro)}</p>` +
    `<a class="pr-link" href="/${locale}/recommendation">${escapeHtml(list.recommend_cta)}</a>` +
    `<form class="pr-filters" aria-label="${escapeHtml(list.filters)}" inert>` +
    filter(list.service, 'service', selected('personal', booking.service?.personal ?? '')) +
    filter(list.language, 'language', selected('', list.any_language)) +
    filter(list.price_max, 'price_max', selected('', list.any_price)) +
    filter(list.free_within, 'free_within_days', selected('', list.any_time)) +
    `</form><div class="pr-list">${cards}</div></main>`;
  return `${STYLE}${BOOKING_STYLE}<div id="prerendered" data-ready="[data-testid=&quot;therapist-card&quot;]">${frame({ locale, rest: 'therapists', locales, texts, consent })}${main}</div>${SCRIPT}`;
}
