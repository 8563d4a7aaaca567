// A mail server's stand-in that speaks real SMTP (smtp-server): while `refusing` is set it answers every
// recipient with 550 "Mailbox unavailable", as a full or closed mailbox does; otherwise it takes the mail and
// records its recipients in `delivered` and each message (recipients and Message-ID) in `messages`.
// `holdAnswer` keeps a taken mail's "250 OK" back (the mail is already recorded): what a sender sees when it dies
// between the server taking a mail and hearing so.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMessage {
  to: string[];
  messageId: string | null;
}

export interface SmtpStandIn {
  /** `smtp://127.0.0.1:<port>`, for the api's `smtpUrl`. */
  readonly url: string;
  refusing: boolean;
  /** The recipients of every mail taken, in order. */
  readonly delivered: string[];
  /** Every mail taken, in order. */
  readonly messages: CaughtMessage[];
  /** Asked after a mail was taken: true keeps its answer back until `releaseHeld()` (or the sender goes away). */
  holdAnswer: ((message: CaughtMessage) => boolean) | null;
  /** How many answers are being held now. */
  readonly held: number;
  /** Sends the held answers (as failures: the sender that waited for them is normally gone by then). */
  releaseHeld(): void;
  close(): Promise<void>;
}

function messageIdOf(raw: string): string | null {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^message-id:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? null;
}

export async function startSmtpStandIn(options: { refusing?: boolean } = {}): Promise<SmtpStandIn> {
  const delivered: string[] = [];
  const messages: CaughtMessage[] = [];
  const held = new Set<(err?: Error | null) => void>();
  const state = {
    refusing: options.refusing ?? true,
    holdAnswer: null as ((message: CaughtMessage) => boolean) | null,
  };
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refusing) {
        const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        if (raw.length < 64_000) raw += chunk;
      });
      stream.on('end', () => {
        const message = { to: session.envelope.rcptTo.map((r) => r.address), messageId: messageIdOf(raw) };
        delivered.push(...message.to);
        messages.push(message);
        if (state.holdAnswer?.(message)) {
          held.add(callback);
          return;
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const releaseHeld = () => {
    for (const cb of held) cb(new Error('answer held back by the test'));
    held.clear();
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    get holdAnswer() {
      return state.holdAnswer;
    },
    set holdAnswer(value) {
      state.holdAnswer = value;
    },
    get held() {
      return held.size;
    },
    delivered,
    messages,
    releaseHeld,
    close: () => {
      releaseHeld();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
