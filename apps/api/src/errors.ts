import { type ApiErrorCode, defaultErrorCode } from '@tabang/shared';
import { DATABASE_RETRY_AFTER_SECONDS } from './config';
import { t } from './i18n';

const STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorKind = keyof typeof STATUS;

/**
 * The one error type of the server. `message` is safe to show to users; `cause` is logged, never sent.
 * Services throw it; the error handler (plugins/errors.ts) turns it into `{ message, code }` with the kind's
 * status. `code` is the stable code clients decide on (packages/shared API_ERROR_CODES): the status's default
 * unless the thrower names one.
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  /** Seconds the client should wait before trying again (sent as Retry-After). */
  readonly retryAfter?: number;
  constructor(
    kind: ErrorKind,
    message: string,
    options?: { cause?: unknown; retryAfter?: number; code?: ApiErrorCode },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.kind = kind;
    this.statusCode = STATUS[kind];
    this.code = options?.code ?? defaultErrorCode(this.statusCode);
    this.retryAfter = options?.retryAfter;
  }
}

export const badRequest = (message: string, code?: ApiErrorCode) =>
  new AppError('BAD_REQUEST', message, { code });
export const unauthorized = (message = t('errors.unauthorized')) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = t('errors.forbidden')) => new AppError('FORBIDDEN', message);
export const notFound = (message = t('errors.notFound')) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** The 503 for a database that cannot be reached or did not answer in time; the cause is logged. */
export const databaseUnavailable = (cause: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', t('errors.databaseUnavailable'), {
    cause,
    code: 'database_unavailable',
    retryAfter: DATABASE_RETRY_AFTER_SECONDS,
  });

/** The Retry-After of a draining server's 503: by then the load balancer sends the retry to another server. */
const SHUTTING_DOWN_RETRY_AFTER_SECONDS = 5;

/** The 503 of a server that is shutting down (plugins/draining.ts): not ready, or already closing. */
export const shuttingDown = () =>
  new AppError('SERVICE_UNAVAILABLE', t('errors.shuttingDown'), {
    code: 'shutting_down',
    retryAfter: SHUTTING_DOWN_RETRY_AFTER_SECONDS,
  });

type Chained = { code?: unknown; message?: unknown; cause?: unknown };

/** Whether an error or any error in its cause chain matches. */
function inCauseChain(error: unknown, matches: (error: Chained) => boolean): boolean {
  const seen = new Set<unknown>();
  let current = error as Chained | undefined;
  while (current && typeof current === 'object' && !seen.has(current)) {
    if (matches(current)) return true;
    seen.add(current);
    current = current.cause as Chained | undefined;
  }
  return false;
}

/** The PostgreSQL error code (SQLSTATE) of an error or of any error in its cause chain. */
const postgresCode = (error: unknown, matches: (code: string) => boolean) =>
  inCauseChain(error, ({ code }) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && matches(code));

/**
 * SQLSTATEs of a database that is not there for us right now: class 08 (connection exception), 57P01-57P03
 * (shut down, crashed, not yet accepting connections), 53300 (too many connections) and 57014 (statement timeout).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300|57014)$/;
/** Socket errors on the way to the database server. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
/** node-postgres' own errors for a lost connection, a connect timeout and an unanswered query. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout|timeout expired)/;

/**
 * Whether an error means the database is unreachable, down or too slow, rather than that the request or the code
 * is wrong: the request may well succeed in a minute, so it deserves a 503 with Retry-After, not a 500.
 */
export const isDatabaseUnavailable = (error: unknown) =>
  (error instanceof AppError && error.kind === 'SERVICE_UNAVAILABLE') ||
  inCauseChain(
    error,
    ({ code, message }) =>
      (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) ||
      (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)),
  );

/** PostgreSQL's unique-violation code, for services that turn a constraint into a 409 or a no-op. */
export const isUniqueViolation = (error: unknown) => postgresCode(error, (code) => code === '23505');

/** PostgreSQL's foreign-key-violation code: a referenced row went away between a check and an insert. */
export const isForeignKeyViolation = (error: unknown) => postgresCode(error, (code) => code === '23503');

/**
 * PostgreSQL's class 22, "data exception": a value the database cannot take (a NUL character, a number out of
 * range, an impossible date). Input slipped past validation, so the request is at fault, not the server.
 */
export const isDataException = (error: unknown) => postgresCode(error, (code) => code.startsWith('22'));

/**
 * A service a job needs (the mail server) could not be reached at all, as opposed to refusing this one message: the
 * job fails, to be tried again, and its worker rests before the next job of its kind (jobs/queue.ts).
 */
export class ServiceAway extends Error {}
