import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { ServiceAway } from '../../errors';
import { MAIL_SEND_TIMEOUT_MS } from '../../jobs/settings';

type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /**
   * The Message-ID header, `<id@host>`: the email job's own, so a send tried again after a crash carries the same
   * one and a mail client can tell it is the same message.
   */
  messageId?: string;
  /** More header fields (List-Unsubscribe and List-Unsubscribe-Post on an email a person may turn off). */
  headers?: Record<string, string>;
};
export type Mailer = { send(message: MailMessage): Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    /** The one mailer, built in buildApp; only the email job sends (jobs/handlers.ts). */
    mailer: Mailer;
  }
}

/**
 * How long an SMTP server may take at each step, in ms (nodemailer's own defaults wait up to 10 minutes). Together
 * they stay within MAIL_SEND_TIMEOUT_MS, which bounds the whole send below the email job's expiry.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 25_000 };

/** nodemailer's codes for a mail server that could not be reached or talked to at all (not a refused message). */
const AWAY_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']);

/** Whether a failed send says the mail server is away: unreachable, failing as we connect, or 421 (not available). */
function serverAway(error: unknown): boolean {
  const { code, command, responseCode } = (error ?? {}) as {
    code?: string;
    command?: string;
    responseCode?: number;
  };
  return (code !== undefined && AWAY_CODES.has(code)) || command === 'CONN' || responseCode === 421;
}

/** Rejects when `send` has not finished within MAIL_SEND_TIMEOUT_MS, whatever the server keeps doing. */
function withinSendTimeout(send: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the mail server did not finish within ${MAIL_SEND_TIMEOUT_MS / 1000} s`)),
      MAIL_SEND_TIMEOUT_MS,
    );
  });
  return Promise.race([send.then(() => undefined), late]).finally(() => clearTimeout(timer));
}

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
          { mail: { to: message.to, subject: message.subject, attachments, messageId: message.messageId } },
          `SMTP_URL is not set, so this email was not sent:\n${message.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    send: (message) =>
      withinSendTimeout(transport.sendMail({ from: options.from, ...message })).catch((error: unknown) => {
        throw serverAway(error) ? new ServiceAway('the mail server is away', { cause: error }) : error;
      }),
  };
}
