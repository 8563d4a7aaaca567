// The outbox's rules at their edges (issue 30): the Message-ID's domain, how an SMTP failure is recorded and
// cut, the lease of one try, and what a mail keeps when someone it speaks of deletes their account.
import { clip, describeFailure, erasedCopy, leaseSeconds, messageIdDomain, type MentioningMail } from '../outbox-rules';

describe('the Message-ID domain', () => {
  it("is MAIL_FROM's domain, from a display form or a bare address, in lower case", () => {
    expect(messageIdDomain('Rozmova <noreply@Rozmova.com.ua>')).toBe('rozmova.com.ua');
    expect(messageIdDomain('noreply@rozmova.pl')).toBe('rozmova.pl');
    expect(messageIdDomain('noreply@ mail.example ')).toBe('mail.example');
  });

  it('falls back when there is no domain or it has other characters', () => {
    expect(messageIdDomain('noreply')).toBe('outbox.rozmova');
    expect(messageIdDomain('noreply@')).toBe('outbox.rozmova');
    expect(messageIdDomain('a@exa mple.com')).toBe('outbox.rozmova');
    expect(messageIdDomain('a@example.com>')).toBe('outbox.rozmova');
    expect(messageIdDomain('x <a@b_c.com>')).toBe('outbox.rozmova');
  });
});

describe('a failed try', () => {
  it("records the server's answer when it gave one", () => {
    expect(describeFailure({ response: '550 5.1.1 Mailbox unavailable', message: 'ignored' })).toBe(
      '550 5.1.1 Mailbox unavailable',
    );
  });

  it('else the error code and message, or the error as text', () => {
    expect(describeFailure({ response: '', code: 'ECONNREFUSED', message: 'connect failed' })).toBe(
      'ECONNREFUSED: connect failed',
    );
    expect(describeFailure(new Error('timeout'))).toBe('timeout');
    expect(describeFailure({ code: 42, message: 'no code' })).toBe('no code');
    expect(describeFailure('plain')).toBe('plain');
    // An answer that is no text (a bare status number) is not taken for the server's words.
    expect(describeFailure({ response: 421, message: 'Service not available' })).toBe('Service not available');
  });

  it('is cut to 1000 characters, the last an ellipsis; 1000 stay whole', () => {
    expect(describeFailure({ response: 'x'.repeat(1000) })).toBe('x'.repeat(1000));
    expect(describeFailure({ response: 'x'.repeat(1001) })).toBe(`${'x'.repeat(999)}…`);
    expect(describeFailure(new Error('y'.repeat(1001)))).toBe(`${'y'.repeat(999)}…`);
    expect(clip('abc', 3)).toBe('abc');
    expect(clip('abcd', 3)).toBe('ab…');
  });
});

describe('the lease of one try', () => {
  it('is the configured lease, or the shorter dead-job time when one is configured', () => {
    expect(leaseSeconds(120, null)).toBe(120);
    expect(leaseSeconds(120, 8)).toBe(8);
    expect(leaseSeconds(120, 600)).toBe(120);
  });
});

describe('a mail speaking of someone who deletes their account', () => {
  const scrub = (text: string) => text.replaceAll('Olha', '[removed]');
  const ics = { filename: 'session.ics', contentType: 'text/calendar; charset=utf-8', content: 'SUMMARY:Olha' };
  const pdf = { filename: 'receipt.pdf', contentType: 'application/pdf', content: 'JVBERi0' };
  const mail: MentioningMail = {
    purpose: 'reminder',
    status: 'queued',
    to_email: 'Therapist@Example.org',
    subject: 'Session with Olha',
    body: 'Olha at 10:00',
    attachments: [ics, pdf],
  };
  const none = new Set<string>();

  it('loses every mention, in the text and in text attachments; other attachments go', () => {
    expect(erasedCopy({ ...mail, status: 'sent' }, scrub, none)).toEqual({
      erased: {
        subject: 'Session with [removed]',
        body: '[removed] at 10:00',
        attachments: [{ ...ics, content: 'SUMMARY:[removed]' }],
        drop_address: false,
      },
      later: false,
    });
  });

  it('a queued one to someone else goes out first and is scrubbed after', () => {
    expect(erasedCopy(mail, scrub, none)?.later).toBe(true);
  });

  it('is left alone when it does not speak of them', () => {
    const plain = {
      ...mail,
      subject: 'Session',
      body: 'at 10:00',
      attachments: [ics].map((a) => ({ ...a, content: 'X' })),
    };
    expect(erasedCopy(plain, scrub, none)).toBeNull();
    expect(erasedCopy({ ...plain, attachments: [] }, scrub, none)).toBeNull();
  });

  it('a mention in the subject alone, or in the text alone, is enough to change it', () => {
    const subjectOnly = { ...mail, status: 'sent', body: 'at 10:00', attachments: [] };
    expect(erasedCopy(subjectOnly, scrub, none)?.erased).toEqual({
      subject: 'Session with [removed]',
      body: 'at 10:00',
      attachments: [],
      drop_address: false,
    });
    const bodyOnly = { ...mail, status: 'sent', subject: 'Session', attachments: [] };
    expect(erasedCopy(bodyOnly, scrub, none)?.erased.body).toBe('[removed] at 10:00');
  });

  it('to a dropped address, even with nothing to scrub left, the address still goes', () => {
    const emptied = { ...mail, status: 'sent', subject: 'Invitation', body: '', attachments: [] };
    expect(erasedCopy(emptied, scrub, new Set(['therapist@example.org']))).toEqual({
      erased: { subject: 'Invitation', body: '', attachments: [], drop_address: true },
      later: false,
    });
  });

  it('a PDF alone is reason enough to change it', () => {
    const withPdf = { ...mail, subject: 'Receipt', body: 'Thanks', attachments: [pdf] };
    expect(erasedCopy(withPdf, scrub, none)?.erased.attachments).toEqual([]);
  });

  it('to an address they gave for someone else: no text, no attachments, no address, whatever the case', () => {
    const dropped = new Set(['therapist@example.org']);
    const plain = { ...mail, subject: 'Invitation', body: 'Join', attachments: [] };
    expect(erasedCopy(plain, scrub, dropped)).toEqual({
      erased: { subject: 'Invitation', body: '', attachments: [], drop_address: true },
      later: false,
    });
  });

  it('to such an address only the news of the cancellation still goes out first', () => {
    const dropped = new Set(['therapist@example.org']);
    expect(erasedCopy({ ...mail, purpose: 'booking_cancelled' }, scrub, dropped)?.later).toBe(true);
    expect(erasedCopy({ ...mail, purpose: 'booking_moved' }, scrub, dropped)?.later).toBe(false);
    expect(erasedCopy({ ...mail, purpose: 'booking_cancelled', status: 'sent' }, scrub, dropped)?.later).toBe(false);
  });

  it('a mail without an address is never taken for a dropped one', () => {
    expect(erasedCopy({ ...mail, to_email: null, status: 'sent' }, scrub, new Set(['']))?.erased.drop_address).toBe(
      false,
    );
  });
});
