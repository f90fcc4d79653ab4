import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { SMS_SEND_TIMEOUT_MS } from '../../jobs/settings';

/** One text message (SMS) to a Philippine mobile number, `639XXXXXXXXX`. */
export type TextMessage = {
  to: string;
  text: string;
  /** Our reference for it (its job's id), for the log; the gateway takes none. */
  messageId?: string;
};

/** Sends text messages: the `sms` job is its only caller (jobs/handlers.ts). */
export type TextSender = {
  /** Resolves once the gateway accepted the message, with the gateway's id for it; rejects when it did not. */
  send(message: TextMessage): Promise<{ gatewayId?: string }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The one text message sender, built in buildApp (Semaphore, or the log without SEMAPHORE_API_KEY). */
    texts: TextSender;
  }
}

/** The path of Semaphore's send call under its origin (https://api.semaphore.co/docs, "Sending Messages"). */
export const SEMAPHORE_SEND_PATH = '/api/v4/messages';

/** One of the messages Semaphore answers a send with (one per recipient). */
type SemaphoreMessage = { message_id?: number | string; status?: string };

/**
 * Semaphore, the Philippine SMS gateway (decision 017): `POST /api/v4/messages` with the form fields `apikey`,
 * `number`, `message` and `sendername` (left out for the account's default); it answers a JSON array with one
 * message per number (`message_id`, `status`: Pending or Queued when accepted), or a 4xx/5xx. The whole call, body
 * included, is bounded by SMS_SEND_TIMEOUT_MS, below the job's expiry.
 */
function semaphore(options: { apiKey: string; senderName: string | undefined; url: string }): TextSender {
  // The key must never reach a log or a job's error, which an admin reads.
  const scrub = (text: string) => text.replaceAll(options.apiKey, '[key]').slice(0, 300);
  return {
    async send({ to, text }) {
      const form = new URLSearchParams({ apikey: options.apiKey, number: to, message: text });
      if (options.senderName) form.set('sendername', options.senderName);
      let status: number;
      let answer: string;
      try {
        const response = await fetch(`${options.url}${SEMAPHORE_SEND_PATH}`, {
          method: 'POST',
          headers: { accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(SMS_SEND_TIMEOUT_MS),
        });
        status = response.status;
        answer = await response.text();
      } catch (error) {
        if ((error as Error).name === 'TimeoutError')
          throw new Error(`Semaphore did not answer within ${SMS_SEND_TIMEOUT_MS / 1000} s`);
        throw new Error(`Semaphore could not be reached: ${(error as Error).message}`);
      }
      if (status < 200 || status > 299) throw new Error(`Semaphore answered ${status}: ${scrub(answer)}`);
      let messages: unknown;
      try {
        messages = JSON.parse(answer);
      } catch {
        throw new Error(`Semaphore answered ${status} with something other than JSON: ${scrub(answer)}`);
      }
      const message = (Array.isArray(messages) ? messages[0] : undefined) as SemaphoreMessage | undefined;
      if (!message || typeof message !== 'object')
        throw new Error(`Semaphore accepted no message: ${scrub(answer)}`);
      if (/^(failed|refunded)$/i.test(String(message.status)))
        throw new Error(`Semaphore did not send the message: status ${message.status}`);
      return message.message_id === undefined ? {} : { gatewayId: String(message.message_id) };
    },
  };
}

/**
 * Sends through Semaphore when SEMAPHORE_API_KEY is set. Without it each text is written to the server log, as an
 * email is without SMTP_URL, so a local install shows what would have been sent.
 */
export function createTextSender(options: {
  config: Config['texts'];
  log: Pick<FastifyBaseLogger, 'info'>;
}): TextSender {
  const { apiKey, senderName, url } = options.config;
  if (apiKey) return semaphore({ apiKey, senderName, url });
  return {
    async send(message) {
      options.log.info(
        { sms: { to: message.to, messageId: message.messageId } },
        `SEMAPHORE_API_KEY is not set, so this text was not sent:\n${message.text}`,
      );
      return {};
    },
  };
}
