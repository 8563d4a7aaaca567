import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { LANGUAGE_TAG } from '../../../html-page';

export interface MailMessage {
  to: string;
  /** The recipient's market language; the caller writes subject and text in it. */
  locale: MarketLocale;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Small files sent along (a session's .ics). */
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
  /** `<id@domain>`; the outbox passes its row's, so every try of one mail is one message to its recipient. */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
  /** Where the .eml landed when no SMTP server is configured. */
  file: string | null;
  /** The SMTP server's answer ("250 OK: queued as ..."); null without SMTP. */
  response: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  /** Folder of the .eml files (null with SMTP). */
  readonly outboxDir: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

// File names sort in sending order even within one millisecond (several mails per request are common).
let sequence = 0;

/**
 * nodemailer over SMTP_URL; without it every message is written as an .eml file in DATA_DIR/mail, which any
 * mail program opens, so a developer can follow a reset link without a mail server.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const outboxDir = config.smtpUrl ? null : path.join(config.dataDir, 'mail');
    const transport: Transporter = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    const mailer: Mailer = {
      outboxDir,
      async send(message) {
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
          headers: { 'Content-Language': LANGUAGE_TAG[message.locale] },
          ...(message.messageId ? { messageId: message.messageId } : {}),
        });
        let file: string | null = null;
        if (outboxDir) {
          await fs.promises.mkdir(outboxDir, { recursive: true });
          const stamp = new Date(fastify.clock.now()).toISOString().replace(/[:.]/g, '-');
          sequence = (sequence + 1) % 1_000_000;
          const seq = String(sequence).padStart(6, '0');
          file = path.join(outboxDir, `${stamp}-${seq}-${crypto.randomBytes(4).toString('hex')}.eml`);
          await fs.promises.writeFile(file, (info as unknown as { message: Buffer }).message);
        }
        fastify.log.info({ messageId: info.messageId, locale: message.locale }, 'mail sent');
        const response = typeof info.response === 'string' ? info.response : null;
        return { messageId: info.messageId, file, response };
      },
    };
    fastify.decorate('mailer', mailer);
    fastify.addHook('onClose', async () => {
      transport.close();
    });
  },
  { name: 'mail' },
);
