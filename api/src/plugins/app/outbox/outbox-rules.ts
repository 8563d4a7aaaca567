// The outbox's decisions without a database (issue 30): the Message-ID's domain, how an SMTP failure is
// recorded, how long a try holds a mail, and what a queued or sent mail keeps when someone it speaks of deletes
// their account. `outbox/index.ts` runs the SQL and asks these functions.

/** Text cut to `n` characters, the last one an ellipsis when cut. */
export const clip = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The domain of MAIL_FROM's address, for Message-IDs (`<uuid@rozmova.com.ua>`). */
export function messageIdDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'outbox.rozmova';
}

/** What the server answered, or what went wrong: "550 5.1.1 Mailbox unavailable", at most 1000 characters. */
export function describeFailure(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown; code?: unknown };
  if (typeof e.response === 'string' && e.response) return clip(e.response, 1000);
  const code = typeof e.code === 'string' ? `${e.code}: ` : '';
  return clip(`${code}${typeof e.message === 'string' ? e.message : String(err)}`, 1000);
}

/**
 * How long one try holds a mail: the configured lease, shortened to the queue's dead-job time when one is
 * configured (tests, drills), so a retried job does not find a dead sender's lease still running for minutes.
 */
export function leaseSeconds(mailSendLeaseSeconds: number, jobExpireSeconds: number | null): number {
  return Math.min(mailSendLeaseSeconds, jobExpireSeconds ?? Infinity);
}

export interface Attachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MentioningMail {
  purpose: string;
  status: string;
  to_email: string | null;
  subject: string;
  body: string;
  attachments: Attachment[];
}

export interface ErasedCopy {
  subject: string;
  body: string;
  attachments: Attachment[];
  drop_address: boolean;
}

/**
 * A mail that speaks of a person whose account is being deleted: the copy without them, and when it takes
 * effect. Mails to an address the person gave for someone else (`dropped`, lower case) lose the text and the
 * address. Text attachments (a calendar file) are scrubbed like the text; others (a PDF) cannot be, so they go.
 * `null` when nothing changes. A queued mail goes out first and is scrubbed after (`later`): to anyone but a
 * dropped address, and to a dropped address only the news that the session is cancelled; any other queued mail
 * to a dropped address is not sent.
 */
export function erasedCopy(
  mail: MentioningMail,
  scrub: (text: string) => string,
  dropped: ReadonlySet<string>,
): { erased: ErasedCopy; later: boolean } | null {
  const dropAddress = mail.to_email !== null && dropped.has(mail.to_email.toLowerCase());
  const erased: ErasedCopy = {
    subject: scrub(mail.subject),
    body: dropAddress ? '' : scrub(mail.body),
    attachments: dropAddress
      ? []
      : mail.attachments
          .filter((a) => a.contentType.startsWith('text/'))
          .map((a) => ({ ...a, content: scrub(a.content) })),
    drop_address: dropAddress,
  };
  const unchanged =
    !dropAddress &&
    erased.subject === mail.subject &&
    erased.body === mail.body &&
    JSON.stringify(erased.attachments) === JSON.stringify(mail.attachments);
  if (unchanged) return null;
  return { erased, later: mail.status === 'queued' && (!dropAddress || mail.purpose === 'booking_cancelled') };
}
