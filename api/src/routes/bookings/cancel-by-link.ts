// The one-click cancel link in the mail a client gets when their therapist books a session for them. Opening the
// link (GET) only shows the session and one button: mail scanners and link previews open links too, and must
// never cancel anything. The button posts the token back (POST), which cancels exactly as the client would in
// the cabinet and shows a calm confirmation. The token is the credential (no session, no cookie): it was sent to
// the client's address, works once, and only until the session starts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { isMarketLocale, type MarketLocale } from '@rozmova/contracts/markets';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';
import { CANCEL_PAGE_TEXTS } from '../../plugins/app/bookings/bookings-contract';
import type { CancelLinkView } from '../../plugins/app/bookings';
import * as endpoints from '@rozmova/contracts/endpoints/bookings';
import { fromTable } from '../../route-from-table';
import { escapeHtml, LANGUAGE_TAG, htmlPageHeaders } from '../../html-page';

/** A token as issued (32 random bytes, base64url); anything else is not looked up at all. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export default async function cancelByLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  // The page's own form posts urlencoded; only this plugin's routes accept it.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // The token is in this page's address: no Referer may carry it anywhere, not even to the shell.
  const pageHeaders = htmlPageHeaders({ referrer: 'no-referrer', formAction: "'self'" });

  const page = (reply: FastifyReply, status: number, locale: MarketLocale, title: string, main: string) =>
    reply.code(status).headers(pageHeaders).send(`<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Rozmova</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4fafb; color: #1f2a33; margin: 0; line-height: 1.5; }
  main { max-width: 30rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 2px 12px rgba(0,0,0,.06); }
  h1 { color: #1a778a; font-size: 1.5rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #4a5965; }
  dd { margin: 0; }
  button { font-size: 1rem; padding: .8rem 1.2rem; border-radius: 8px; border: 0; background: #1a778a; color: #fff; font-weight: 600; cursor: pointer; }
  a { color: #155f6e; }
  .calm { color: #4a5965; font-size: .95rem; }
</style></head>
<body><main>
  <h1>${escapeHtml(title)}</h1>
  ${main}
</main></body></html>`);

  const cabinet = (locale: MarketLocale) =>
    `<p><a href="${escapeHtml(`${fastify.config.publicShellUrl}/${locale}/cabinet/appointments-list`)}">${escapeHtml(
      CANCEL_PAGE_TEXTS[locale].cabinet,
    )}</a></p>`;
  const details = (view: CancelLinkView) => {
    const t = CANCEL_PAGE_TEXTS[view.locale];
    const when = formatZonedDateTime(new Date(view.booking.starts_at), view.timeZone, view.locale);
    return `<dl><dt>${escapeHtml(t.therapist)}</dt><dd>${escapeHtml(view.therapistName)}</dd>
    <dt>${escapeHtml(t.when)}</dt><dd>${escapeHtml(when)}</dd></dl>`;
  };
  const gone = (reply: FastifyReply, locale: MarketLocale) => {
    const t = CANCEL_PAGE_TEXTS[locale];
    return page(reply, 410, locale, t.goneTitle, `<p>${escapeHtml(t.gone)}</p>${cabinet(locale)}`);
  };
  const askedLocale = (value: string | undefined): MarketLocale => (value && isMarketLocale(value) ? value : 'en');

  app.route({
    ...fromTable(endpoints.cancelByLinkPage, {
      tags: ['bookings'],
      summary:
        'The page a one-click cancel link opens (HTML, in the client’s language): the session and a button; 410 when the link no longer works',
    }),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { token } = request.query;
      const view = TOKEN.test(token) ? await fastify.bookings.viewCancelLink(token) : null;
      if (!view) return gone(reply, askedLocale(request.query.config_id));
      const t = CANCEL_PAGE_TEXTS[view.locale];
      return page(
        reply,
        200,
        view.locale,
        t.title,
        `<p>${escapeHtml(t.question)}</p>
  ${details(view)}
  <form method="post" action="cancel_by_link?config_id=${view.locale}">
    <input type="hidden" name="token" value="${escapeHtml(token)}">
    <button type="submit">${escapeHtml(t.confirm)}</button>
  </form>
  <p class="calm">${escapeHtml(t.keep)}</p>`,
      );
    },
  });

  app.route({
    ...fromTable(endpoints.cancelByLink, {
      tags: ['bookings'],
      summary:
        'The button on that page: cancels the session as the client would in the cabinet (free until 24 h before, then late) and answers with a confirmation page; 410 when the link no longer works',
    }),
    // The token proves who may cancel; there is no cookie a foreign page could ride on.
    config: { csrf: false, rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { token } = request.body;
      const view = TOKEN.test(token) ? await fastify.bookings.cancelByLink(token) : null;
      if (!view) return gone(reply, askedLocale(request.query.config_id));
      const t = CANCEL_PAGE_TEXTS[view.locale];
      return page(
        reply,
        200,
        view.locale,
        t.doneTitle,
        `${details(view)}<p>${escapeHtml(t.done)}</p>${cabinet(view.locale)}`,
      );
    },
  });
}
