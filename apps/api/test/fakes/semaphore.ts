import { startJsonServer } from './http';

/**
 * A local stand-in for Semaphore's send call (https://api.semaphore.co/docs, "Sending Messages"; decision 017):
 * `POST /api/v4/messages` with the form (or JSON) fields `apikey`, `number`, `message` and `sendername`, answered
 * with a JSON array holding one message per number (`message_id`, `recipient`, `status: "Pending"`…). A wrong key
 * is a 401 and a missing field a 422, each with a JSON body; `failNext(status)` answers the next send that way, as
 * the gateway does when it is down (5xx) or refuses (4xx, e.g. 429 past its 120 sends a minute). Messages starting with "TEST" are accepted and never
 * sent, as Semaphore's documentation warns.
 */

/** A message as Semaphore answers it. */
export type SemaphoreMessage = {
  message_id: number;
  user_id: number;
  user: string;
  account_id: number;
  account: string;
  recipient: string;
  message: string;
  sender_name: string;
  network: string;
  status: 'Pending';
  type: 'Single';
  source: 'Api';
  created_at: string;
  updated_at: string;
};

/** What a send carried, field by field, as the gateway received it. */
export type ReceivedText = { apikey: string; number: string; message: string; sendername?: string };

const stamp = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export async function startFakeSemaphore(options: { apiKey: string }) {
  /** Every message accepted (not those refused or failed), in order. */
  const received: ReceivedText[] = [];
  const failures: { status: number; number?: string }[] = [];
  let nextId = 200_000_000;
  const server = await startJsonServer((request) => {
    if (request.method !== 'POST' || request.path !== '/api/v4/messages')
      return { status: 404, body: { message: 'Not Found' } };
    const fields =
      typeof request.body === 'string'
        ? Object.fromEntries(new URLSearchParams(request.body))
        : ((request.body ?? {}) as Record<string, string>);
    const at = failures.findIndex(
      (failure) => failure.number === undefined || failure.number === fields.number,
    );
    if (at >= 0) {
      const [{ status }] = failures.splice(at, 1) as [{ status: number }];
      return { status, body: { message: status >= 500 ? 'Server Error' : 'Too Many Requests' } };
    }
    if (fields.apikey !== options.apiKey) return { status: 401, body: { message: 'Unauthorized' } };
    const missing = ['number', 'message'].filter((name) => !fields[name]);
    if (missing.length > 0)
      return {
        status: 422,
        body: Object.fromEntries(missing.map((name) => [name, [`The ${name} field is required.`]])),
      };
    nextId += 1;
    const message: SemaphoreMessage = {
      message_id: nextId,
      user_id: 99556,
      user: 'ops@tabang.example',
      account_id: 90290,
      account: 'Tabang',
      recipient: String(fields.number).replace(/^0/, '63'),
      message: String(fields.message),
      sender_name: fields.sendername || 'SEMAPHORE',
      network: 'Globe',
      status: 'Pending',
      type: 'Single',
      source: 'Api',
      created_at: stamp(),
      updated_at: stamp(),
    };
    if (!message.message.startsWith('TEST')) received.push(fields as ReceivedText);
    return { status: 200, body: [message] };
  });
  return {
    url: server.url,
    received,
    /** Every request, refused ones too. */
    requests: server.requests,
    /**
     * Answers the next send with `status` instead of sending it: the next to `number` (in the form sent) when given,
     * else the next of any. Calls queue up, answered in order.
     */
    failNext(status: number, options: { number?: string } = {}) {
      failures.push({ status, number: options.number });
    },
    close: server.close,
  };
}
