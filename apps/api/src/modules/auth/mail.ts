import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

type MailMessage = { to: string; subject: string; text: string };
type Mailer = { send(message: MailMessage): Promise<void> };

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
        options.log.info(
          { mail: { to: message.to, subject: message.subject } },
          `SMTP_URL is not set, so this email was not sent:\n${message.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
