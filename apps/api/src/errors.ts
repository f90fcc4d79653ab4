import { t } from '@tabang/shared';

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
export type ErrorCode = keyof typeof STATUS;

/**
 * The one error type of the server. `message` is safe to show to users; `cause` is logged, never sent.
 * Services throw it; the error handler in app.ts turns it into `{ message }` with the code's status.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Seconds the client should wait before trying again (sent as Retry-After). */
  readonly retryAfter?: number;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; retryAfter?: number }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = STATUS[code];
    this.retryAfter = options?.retryAfter;
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = t('errors.unauthorized')) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = t('errors.forbidden')) => new AppError('FORBIDDEN', message);
export const notFound = (message = t('errors.notFound')) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** The PostgreSQL error code (SQLSTATE) of an error or of any error in its cause chain. */
function postgresCode(error: unknown, matches: (code: string) => boolean): boolean {
  const seen = new Set<unknown>();
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  while (current && typeof current === 'object' && !seen.has(current)) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code) && matches(current.code))
      return true;
    seen.add(current);
    current = current.cause as typeof current;
  }
  return false;
}

/** PostgreSQL's unique-violation code, for services that turn a constraint into a 409 or a no-op. */
export const isUniqueViolation = (error: unknown) => postgresCode(error, (code) => code === '23505');

/** PostgreSQL's foreign-key-violation code: a referenced row went away between a check and an insert. */
export const isForeignKeyViolation = (error: unknown) => postgresCode(error, (code) => code === '23503');

/**
 * PostgreSQL's class 22, "data exception": a value the database cannot take (a NUL character, a number out of
 * range, an impossible date). Input slipped past validation, so the request is at fault, not the server.
 */
export const isDataException = (error: unknown) => postgresCode(error, (code) => code.startsWith('22'));
