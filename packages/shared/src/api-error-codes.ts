/**
 * The stable code of every error answer, beside its translated `message`: clients decide on the code (the message
 * is for people, in their language, and may be reworded). Each HTTP status has a default; some failures a client
 * acts on have a code of their own.
 */
export const API_ERROR_CODES = [
  /** 400: the body, query or a field did not match the route's schema. */
  'validation_failed',
  /** 400: a request a rule refused (the default of a 400, and of a 4xx without a code of its own). */
  'invalid_request',
  /** 400: a body that is not JSON. */
  'invalid_json',
  /** 400: a value the database could not take. */
  'invalid_data',
  /** 400: the current password given to confirm a change is wrong. */
  'wrong_password',
  /** 400: a password reset link that is unknown, used or expired. */
  'invalid_reset_link',
  /** 400: an unsubscribe link that this server did not sign. */
  'invalid_unsubscribe_link',
  /** 400: a monthly plan's link (pause, resume, cancel, pay) that this server did not sign. */
  'invalid_recurring_link',
  /** 401: not signed in, or the session ended. */
  'unauthorized',
  /** 401: an e-mail and password that do not match an account. */
  'invalid_credentials',
  /** 403: signed in, but not allowed. */
  'forbidden',
  /** 404: no such thing (or a path no route knows). */
  'not_found',
  /** 409: the request clashes with the current state (an event already over, a check-in already done). */
  'conflict',
  /** 409: a job that is not failed (waiting, running or done) cannot be retried. */
  'job_not_failed',
  /** 413: a body or file over its limit. */
  'payload_too_large',
  /** 415: a body or file of a type the route does not take. */
  'unsupported_media_type',
  /** 429: too many requests (per minute, failed logins, additions per day); Retry-After says when to try again. */
  'rate_limited',
  /** 500: our own fault; the message is generic. */
  'internal',
  /** 502: the payment gateway failed or did not answer (503: a webhook it could not confirm yet). */
  'gateway_unavailable',
  /** 503: the database is unreachable or too slow; Retry-After says when to try again. */
  'database_unavailable',
  /** 503: the server is busy (its image queue is full) or a service it needs is not there; try again soon. */
  'busy',
  /** 503: this server process is shutting down (draining); try again, another server will answer. */
  'shutting_down',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Whether a value an answer carries is one of the codes (without zod, which the first screen does not load). */
export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  (API_ERROR_CODES as readonly unknown[]).includes(value);

const STATUS_CODES: Record<number, ApiErrorCode> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal',
  502: 'gateway_unavailable',
  503: 'busy',
};

/** The default code of an error status: its own, else `invalid_request` for a 4xx and `internal` for the rest. */
export const defaultErrorCode = (status: number): ApiErrorCode =>
  STATUS_CODES[status] ?? (status >= 400 && status < 500 ? 'invalid_request' : 'internal');
