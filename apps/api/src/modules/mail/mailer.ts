import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = { to: string; subject: string; text: string; attachments?: MailAttachment[] };
export type Mailer = { send(message: MailMessage): Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    /** The one mailer, built in buildApp: reset links, receipts, waitlist promotions, cancellations. */
    mailer: Mailer;
  }
}

/**
 * How long an SMTP server may take, in ms. Short enough that a send has failed well before the receipt job would
 * try the same email again (RECEIPT_EMAIL_RETRY_MS); nodemailer's own defaults wait up to 10 minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends mail over SMTP when `smtpUrl` is set (e.g. smtps://user:pass@smtp.example.com:465). Without it the
 * message is written to the server log, so a local install can still follow a reset link.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        const attachments = message.attachments?.map((attachment) => attachment.filename);
        options.log.info(
          { mail: { to: message.to, subject: message.subject, attachments } },
          `SMTP_URL is not set, so this email was not sent:\n${message.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
