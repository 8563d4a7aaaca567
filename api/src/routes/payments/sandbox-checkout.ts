import type { FastifyInstance, FastifyReply } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { isMarketLocale } from '@rozmova/contracts/markets';
import { formatPrice } from '@rozmova/contracts/format';
import { ApiError } from '../../errors';
import { CHECKOUT_TEXTS, type OrderRow } from '../../plugins/app/payments/payments-contract';
import * as endpoints from '@rozmova/contracts/endpoints/payments';
import { fromTable } from '../../route-from-table';
import { escapeHtml, LANGUAGE_TAG, htmlPageHeaders } from '../../html-page';

/** The result page's `status` for an order that is no longer waiting for payment. */
function resultStatusOf(order: OrderRow): 'paid' | 'declined' | 'cancelled' {
  if (order.status === 'paid') return 'paid';
  return order.status === 'cancelled' && order.details.last_payment_error === 'declined' ? 'declined' : 'cancelled';
}

/**
 * The sandbox provider's hosted checkout page: what a real provider's payment page is to the platform.
 * Its buttons make the sandbox send a signed callback to the webhook, then send the browser back to the
 * shell's result page, exactly the round trip a real provider makes.
 */
export default async function sandboxCheckoutRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_r, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const shellOrigin = new URL(fastify.config.publicShellUrl).origin;
  // helmet's api-wide `no-referrer` makes Chromium send `Origin: null` with this page's own form POST, and the CSRF
  // guard (rightly) refuses a null origin. `same-origin` lets the browser name the api's real origin to the api, so
  // the guard keeps protecting the pay/decline/cancel buttons, while nothing (not the order id, not the checkout
  // token in the address) leaks as a Referer to the shell or anyone else. The page posts to itself; the redirect
  // after the post goes to the shell.
  const pageHeaders = htmlPageHeaders({ referrer: 'same-origin', formAction: `'self' ${shellOrigin}` });
  const sendPage = (reply: FastifyReply, html: string) => reply.headers(pageHeaders).send(html);

  const loadOrder = async (orderId: string, token: string) => {
    if (!fastify.paymentProviders.sandbox.isCheckoutTokenValid(orderId, token)) {
      throw new ApiError(403, 'invalid_checkout_link', 'This checkout link is not valid.');
    }
    const order = await fastify.payments.findOrder(orderId);
    if (!order || order.provider !== 'sandbox')
      throw new ApiError(404, 'order_not_found', 'No sandbox order with this id.');
    return order;
  };

  app.route({
    ...fromTable(endpoints.sandboxCheckoutPage, {
      tags: ['payments'],
      summary: "Sandbox provider's hosted checkout page (HTML)",
    }),
    handler: async (request, reply) => {
      const order = await loadOrder(request.params.order_id, request.query.token);
      const now = fastify.clock.now();
      if (order.status === 'pending' && order.expires_at.getTime() <= now) {
        await fastify.payments.expireOrder(order.id, new Date(now));
        order.status = 'expired';
      }
      const locale = request.query.lang && isMarketLocale(request.query.lang) ? request.query.lang : order.locale;
      const t = CHECKOUT_TEXTS[locale];
      const amount = escapeHtml(formatPrice(order.amount_minor / 100, order.currency, locale));
      const back = escapeHtml(`${fastify.payments.resultUrl(order)}&status=${resultStatusOf(order)}`);
      const body =
        order.status === 'pending'
          ? `<form method="post">
      <input type="hidden" name="token" value="${escapeHtml(request.query.token)}">
      <button name="action" value="pay" class="pay">${escapeHtml(t.pay)}</button>
      <button name="action" value="decline" class="secondary">${escapeHtml(t.decline)}</button>
      <button name="action" value="cancel" class="secondary">${escapeHtml(t.cancel)}</button>
    </form>
    <p class="calm">${escapeHtml(t.reassurance)}</p>`
          : `<p>${escapeHtml(t.notPending)}</p><p><a href="${back}">${escapeHtml(t.back)}</a></p>`;
      return sendPage(
        reply,
        `<!doctype html>
<html lang="${LANGUAGE_TAG[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.pageTitle)} · Rozmova</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4fafb; color: #1f2a33; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 2px 12px rgba(0,0,0,.06); }
  h1 { color: #1a778a; font-size: 1.5rem; margin-top: 0; }
  .notice { background: #fff7e6; border-radius: 8px; padding: .75rem; font-size: .9rem; }
  .amount { font-size: 1.75rem; font-weight: 700; margin: 1rem 0; }
  form { display: flex; flex-direction: column; gap: .75rem; }
  button { font-size: 1rem; padding: .8rem; border-radius: 8px; border: 1px solid #229ab3; background: #fff; color: #1f2a33; cursor: pointer; }
  button.pay { background: #1a778a; color: #fff; font-weight: 600; }
  .calm { color: #5c6b77; font-size: .9rem; }
</style></head>
<body><main>
  <h1>${escapeHtml(t.pageTitle)}</h1>
  <p class="notice">${escapeHtml(t.sandboxNotice)}</p>
  <p>${escapeHtml(t.description[order.kind])}</p>
  <p>${escapeHtml(t.amountLabel)}:</p>
  <p class="amount" data-testid="amount">${amount}</p>
  ${body}
</main></body></html>`,
      );
    },
  });

  app.route({
    ...fromTable(endpoints.sandboxCheckoutPay, {
      tags: ['payments'],
      summary: 'A button on the sandbox checkout page: pay, decline or cancel',
      description:
        'Form post from the checkout page. The sandbox signs a callback, delivers it to the webhook, then ' +
        'redirects (303) to PUBLIC_SHELL_URL/{locale}/payment/result?order_id=...&status=paid|declined|cancelled.',
    }),
    handler: async (request, reply) => {
      const order = await loadOrder(request.params.order_id, request.body.token);
      const action = request.body.action;
      let status: string = resultStatusOf(order);
      if (order.status === 'pending') {
        status = (await fastify.payments.sandboxAction(order, action)).status;
      }
      return reply.redirect(`${fastify.payments.resultUrl(order)}&status=${status}`, 303);
    },
  });
}
