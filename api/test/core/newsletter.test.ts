// The newsletter by double opt-in (issue 25): subscribing mails a confirmation link in the market's language;
// only a confirmed address receives issues; every issue carries its own unsubscribe link, which ends it.
import type { FastifyInstance } from 'fastify';
import { MARKET_LOCALES } from '@rozmova/contracts/markets';
import { buildTestApp, ORIGIN, readMails } from '../helpers';

const post = (app: FastifyInstance, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload: payload as object });

const CONFIRM_SUBJECT = {
  ua: 'Підтвердьте підписку на розсилку Rozmova',
  pl: 'Potwierdź zapis do newslettera Rozmova',
  ro: 'Confirmați abonarea la newsletterul Rozmova',
  en: 'Please confirm your Rozmova newsletter subscription',
} as const;
const UNSUBSCRIBE_WORD = { ua: 'Відписатися', pl: 'Wypisz się', ro: 'Dezabonare', en: 'Unsubscribe' } as const;

function linkToken(text: string, kind: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`/newsletter/${kind}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${kind} link in:\n${text}`);
  return match[1]!;
}

describe('newsletter double opt-in', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(MARKET_LOCALES)(
    '%s: the confirmation mail, then issues only once confirmed, each with its way out',
    async (locale) => {
      const email = `reader-${locale}@example.com`;
      expect((await post(app, `/api/subscribe/newsletter?config_id=${locale}`, { email })).statusCode).toBe(200);
      const confirmation = (await readMails(app)).filter((m) => m.to === email);
      expect(confirmation).toHaveLength(1);
      expect(confirmation[0]!.subject).toBe(CONFIRM_SUBJECT[locale]);
      expect(confirmation[0]!.text).toContain(`/${locale}/newsletter/confirm?token=`);

      // Not confirmed yet: an issue does not reach the address.
      expect(await app.misc.sendNewsletterIssue({ locale, subject: 'Issue 1', text: 'First issue.' })).toBe(0);

      const token = linkToken(confirmation[0]!.text, 'confirm');
      expect((await post(app, '/api/subscribe/newsletter/confirm', { token })).statusCode).toBe(200);
      // A second click on the same link is fine.
      expect((await post(app, '/api/subscribe/newsletter/confirm', { token })).statusCode).toBe(200);

      expect(await app.misc.sendNewsletterIssue({ locale, subject: 'Issue 2', text: 'Second issue.' })).toBe(1);
      const issue = (await readMails(app)).filter((m) => m.to === email && m.subject === 'Issue 2');
      expect(issue).toHaveLength(1);
      expect(issue[0]!.text).toContain('Second issue.');
      expect(issue[0]!.text).toContain(UNSUBSCRIBE_WORD[locale]);
      const unsubscribe = linkToken(issue[0]!.text, 'unsubscribe');
      expect(issue[0]!.text).toContain(`/${locale}/newsletter/unsubscribe?token=${unsubscribe}`);

      expect((await post(app, '/api/subscribe/newsletter/unsubscribe', { token: unsubscribe })).statusCode).toBe(200);
      expect(await app.misc.sendNewsletterIssue({ locale, subject: 'Issue 3', text: 'Third issue.' })).toBe(0);
      const { rows } = await app.db.query('SELECT 1 FROM newsletter_subscriptions WHERE email = $1', [email]);
      expect(rows).toHaveLength(0);
      // The link clicked again: still fine, nothing to end.
      expect((await post(app, '/api/subscribe/newsletter/unsubscribe', { token: unsubscribe })).statusCode).toBe(200);
    },
  );

  it('subscribing again answers the same and mails no second link within minutes, none once confirmed', async () => {
    const email = 'twice@example.com';
    await post(app, '/api/subscribe/newsletter?config_id=pl', { email });
    const again = await post(app, '/api/subscribe/newsletter?config_id=pl', { email: 'Twice@Example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    const mails = (await readMails(app)).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    await post(app, '/api/subscribe/newsletter/confirm', { token: linkToken(mails[0]!.text, 'confirm') });
    // Even after the resend window: a confirmed address gets no new confirmation and keeps its unsubscribe link.
    await app.db.query(
      "UPDATE newsletter_subscriptions SET confirm_sent_at = now() - interval '1 day' WHERE email = $1",
      [email],
    );
    const before = await app.db.query<{ unsubscribe_token: string }>(
      'SELECT unsubscribe_token FROM newsletter_subscriptions WHERE email = $1',
      [email],
    );
    expect((await post(app, '/api/subscribe/newsletter?config_id=pl', { email })).json()).toEqual({ ok: true });
    expect((await readMails(app)).filter((m) => m.to === email)).toHaveLength(1);
    const after = await app.db.query<{ unsubscribe_token: string }>(
      'SELECT unsubscribe_token FROM newsletter_subscriptions WHERE email = $1',
      [email],
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('a pending address asking again after the resend window gets a fresh link; the old one no longer confirms', async () => {
    const email = 'later@example.com';
    await post(app, '/api/subscribe/newsletter?config_id=ro', { email });
    const first = linkToken((await readMails(app)).filter((m) => m.to === email)[0]!.text, 'confirm');
    await app.db.query(
      "UPDATE newsletter_subscriptions SET confirm_sent_at = now() - interval '11 minutes' WHERE email = $1",
      [email],
    );
    await post(app, '/api/subscribe/newsletter?config_id=ro', { email });
    const mails = (await readMails(app)).filter((m) => m.to === email);
    expect(mails).toHaveLength(2);
    const stale = await post(app, '/api/subscribe/newsletter/confirm', { token: first });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({
      error: 'invalid_newsletter_token',
      details: [{ field: 'token', rule: 'invalid_newsletter_token' }],
    });
    expect(
      (await post(app, '/api/subscribe/newsletter/confirm', { token: linkToken(mails[1]!.text, 'confirm') }))
        .statusCode,
    ).toBe(200);
  });

  it('a malformed token is named and changes nothing', async () => {
    const res = await post(app, '/api/subscribe/newsletter/confirm', { token: '<script>' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().details as Array<{ field: string }>).map((d) => d.field);
    expect(new Set(fields)).toEqual(new Set(['token']));
    const missing = await post(app, '/api/subscribe/newsletter/unsubscribe', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([expect.objectContaining({ field: 'token', rule: 'required' })]);
  });

  it('a confirmed subscription cannot lose its unsubscribe link (the database refuses)', async () => {
    await post(app, '/api/subscribe/newsletter?config_id=en', { email: 'kept@example.com' });
    await expect(
      app.db.query(
        "UPDATE newsletter_subscriptions SET confirmed_at = now(), unsubscribe_token = NULL WHERE email = 'kept@example.com'",
      ),
    ).rejects.toThrow(/newsletter_confirmed_can_unsubscribe/);
  });
});
