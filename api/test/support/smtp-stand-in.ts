// A mail server's stand-in that speaks real SMTP (smtp-server): while `refusing` is set it answers every
// recipient with 550 "Mailbox unavailable", as a full or closed mailbox does; otherwise it takes the mail and
// records its recipients in `delivered`.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpStandIn {
  /** `smtp://127.0.0.1:<port>`, for the api's `smtpUrl`. */
  readonly url: string;
  refusing: boolean;
  /** The recipients of every mail taken, in order. */
  readonly delivered: string[];
  close(): Promise<void>;
}

export async function startSmtpStandIn(options: { refusing?: boolean } = {}): Promise<SmtpStandIn> {
  const delivered: string[] = [];
  const state = { refusing: options.refusing ?? true };
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
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
