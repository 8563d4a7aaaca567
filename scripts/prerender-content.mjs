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
.pr-article{max-width:960px;margin:0 auto;padding:40px 24px 64px;line-height:1.6}
.pr-article h1{margin:0 0 16px;font-size:clamp(28px,4vw,44px);line-height:1.2;font-weight:700}
.pr-intro{font-size:20px;color:#5f6b76}
.pr-intro p{margin:0 0 8px}
@media (max-width:1215px){.pr-article{padding:24px 16px 48px}.pr-nav{gap:8px 12px;font-size:14px}}
@media (max-width:720px){.pr-bar{padding:8px 16px 10px;gap:4px 12px}.pr-brand{display:inline-flex;align-items:center;min-height:44px;font-size:20px}.pr-nav{order:3;flex-basis:100%;margin-left:0;gap:4px 16px;font-size:15px}.pr-nav a{display:inline-flex;align-items:center;min-height:44px}.pr-lang{order:2;margin-left:auto;gap:0}.pr-lang a{display:inline-flex;align-items:center;justify-content:center;min-width:36px;min-height:44px;font-size:14px}}
</style>`;

// Runs before the app's code: shows #root and drops the copy once the app's page is there.
const SCRIPT = `<script>(function(){var c=document.getElementById('prerendered'),r=document.getElementById('root'),p=location.pathname,o;
function done(){if(!c)return;c.remove();c=null;if(o)o.disconnect();}
function ready(){var m=r.querySelector('main');return location.pathname!==p||!!r.querySelector('[data-testid="region-fallback"]')||!!(m&&m.querySelector('h1')&&!m.querySelector('[aria-busy="true"]'));}
o=new MutationObserver(function(){if(ready())done();});o.observe(r,{childList:true,subtree:true});setTimeout(done,8000);})();</script>`;

const LANGUAGE_NAMES = { ua: 'UA', pl: 'PL', ro: 'RO', en: 'EN' };

/**
 * The copy's HTML (style, markup, script) to put after `<div id="root"></div>`, or null when the story
 * gives nothing to show first (the page then waits for the app, as before).
 * @param {{ locale: string, rest: string, locales: string[], texts: { brand: string, therapists: string, language: string } | null,
 *   story: { content?: Record<string, unknown> } | null }} page
 */
export function prerenderedContent({ locale, rest, locales, texts, story }) {
  const content = story?.content;
  if (!content || content.component !== 'Article' || !texts) return null;
  const title = typeof content.title === 'string' ? content.title.trim() : '';
  const intro = typeof content.intro === 'string' ? formattedText(content.intro) : null;
  if (!title) return null;
  const languages = locales
    .map(
      (code) =>
        `<a href="/${code}/${escapeHtml(rest)}" hreflang="${code === 'ua' ? 'uk' : code}"${code === locale ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[code] ?? code.toUpperCase()}</a>`,
    )
    .join('');
  const markup =
    `<div id="prerendered">` +
    `<header class="pr-header"><div class="pr-bar">` +
    `<a class="pr-brand" href="/${locale}/home">${escapeHtml(texts.brand)}</a>` +
    `<nav class="pr-nav" aria-label="main"><a href="/${locale}/therapists">${escapeHtml(texts.therapists)}</a></nav>` +
    `<div class="pr-lang" role="group" aria-label="${escapeHtml(texts.language)}">${languages}</div>` +
    `</div></header>` +
    `<main class="pr-main"><article class="pr-article"><header>` +
    `<h1>${escapeHtml(title)}</h1>${intro ? `<div class="pr-intro">${intro}</div>` : ''}` +
    `</header></article></main></div>`;
  return `${STYLE}${markup}${SCRIPT}`;
}
