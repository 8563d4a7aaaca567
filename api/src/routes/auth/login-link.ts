import type { FastifyInstance, FastifyReply } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { isMarketLocale, type MarketLocale } from '@rozmova/contracts/markets';
import { LOGIN_LINK_PAGE } from '../../plugins/app/accounts/accounts-contract';
import * as endpoints from '@rozmova/contracts/endpoints/auth';
import { fromTable } from '../../route-from-table';
import { escapeHtml, LANGUAGE_TAG, htmlPageHeaders } from '../../html-page';

/**
 * The sign-in link mailed to an account's owner after repeated failed password sign-ins (login-throttle.ts).
 * Opening the link shows a page with one button; only the button's POST uses the link. Mail scanners that open
 * every link in a message (to look for malware) would otherwise use it up before the person does.
 */
export default async function loginLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const shellOrigin = new URL(fastify.config.publicShellUrl).origin;
  const home = (locale: MarketLocale) => `${fastify.config.publicShellUrl}/${locale}`;

  // As on the sandbox checkout page: the form's POST must name the api's origin to the CSRF guard, and the token
  // in the address must not travel anywhere as a Referer.
  const pageHeaders = htmlPageHeaders({ referrer: 'same-origin', formAction: `'self' ${shellOrigin}` });

  const page = (reply: FastifyReply, status: number, locale: MarketLocale, body: string) => {
    const t = LOGIN_LINK_PAGE[locale];
    return reply.status(status).headers(pageHeaders).send(`<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} · Rozmova</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4fafb; color: #1f2a33; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 2px 12px rgba(0,0,0,.06); }
  h1 { color: #1a778a; font-size: 1.5rem; margin-top: 0; }
  button { font-size: 1rem; padding: .8rem 1.5rem; border-radius: 8px; border: 0; background: #1a778a; color: #fff; font-weight: 600; cursor: pointer; }
  a { color: #1a778a; }
</style></head>
<body><main>
  <h1>${escapeHtml(t.title)}</h1>
  ${body}
</main></body></html>`);
  };
  const localeOf = (lang: string | undefined): MarketLocale => (lang && isMarketLocale(lang) ? lang : 'en');

  app.route({
    ...fromTable(endpoints.loginLinkPage, {
      tags: ['auth'],
      summary: 'The page a mailed sign-in link opens (HTML): one button that signs in',
    }),
    handler: async (request, reply) => {
      const locale = localeOf(request.query.lang);
      const t = LOGIN_LINK_PAGE[locale];
      return page(
        reply,
        200,
        locale,
        `<p>${escapeHtml(t.lead)}</p>
  <form method="post" action="login_link?lang=${locale}">
    <input type="hidden" name="token" value="${escapeHtml(request.query.token)}">
    <button>${escapeHtml(t.button)}</button>
  </form>`,
      );
    },
  });

  app.route({
    ...fromTable(endpoints.loginLink, {
      tags: ['auth'],
      summary: 'Sign in with a mailed sign-in link (form post); redirects (303) to the shell',
    }),
    config: { rateLimit: { max: fastify.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const locale = localeOf(request.query.lang);
      const user = await fastify.accounts.signInWithLink(request.body.token);
      if (!user) {
        const t = LOGIN_LINK_PAGE[locale];
        return page(
          reply,
          400,
          locale,
          `<p>${escapeHtml(t.invalid)}</p>
  <p><a href="${escapeHtml(home(locale))}">${escapeHtml(t.otherWays)}</a></p>`,
        );
      }
      // The link stands in for the password only: with two-step sign-in on, the shell's sign-in page asks the code
      // (the challenge travels in the fragment, which no server or log sees).
      if (await fastify.twoFactor.isEnrolled(user.id)) {
        const challenge = await fastify.twoFactor.issueChallenge(user.id);
        return reply.redirect(`${home(user.locale)}/login#second_factor=${challenge.token}`, 303);
      }
      if (request.user) await fastify.sessions.revoke(fastify.db, request.user.sessionId);
      const { token, expiresAt } = await fastify.sessions.create(fastify.db, user.id);
      fastify.sessions.setCookie(reply, token, expiresAt);
      return reply.redirect(home(user.locale), 303);
    },
  });
}
