import { type ApiErrorAnswer, type ApiErrorCode, defaultErrorCode } from '@tabang/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, databaseUnavailable, isDatabaseUnavailable, isDataException } from '../errors';
import { inLanguage, languageOf, t } from '../i18n';
import { validationMessage } from '../lib/validation-message';

/** zod's own default messages do not name the field; ours do. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)/;

/** Sends the error answer `{ message, code }`; the code is the status's default unless one is given. */
const sendAnswer = (reply: FastifyReply, status: number, message: string, code?: ApiErrorCode) =>
  reply.status(status).send({ message, code: code ?? defaultErrorCode(status) } satisfies ApiErrorAnswer);

/**
 * Fastify's `frameworkErrors` option: a path the router cannot read (a parameter over its 100 characters, or bad
 * percent-encoding) names nothing.
 */
export function unreadablePath(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The router fails before any hook has run, so the language is read here.
  sendAnswer(
    reply,
    404,
    inLanguage(languageOf(request), () => t('errors.notFound')),
  );
}

/**
 * Every failure becomes `{ message, code }` with its status (the code: see packages/shared API_ERROR_CODES): an AppError's own message (a 500's never: it is logged
 * and replaced by a generic one), a database that is down a 503, a schema or body error a 400. A path no route
 * knows is the web app's page or a 404, counted by the request limit like any request.
 */
async function errors(app: FastifyInstance) {
  // Errors can surface where the request's context was lost (the body parser's stream events): its language is
  // entered again here.
  app.setErrorHandler((error: FastifyError, request, reply) =>
    inLanguage(request.language, () => sendError(error, request, reply)),
  );
  function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in a path names nothing that exists.
      if (error.validationContext === 'params') return sendAnswer(reply, 404, t('errors.notFound'));
      const issue = error.validation[0]!;
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const text = validationMessage(issue.message, field);
      const message = field && ZOD_DEFAULT_MESSAGE.test(text) ? `${field}: ${text}` : text;
      return sendAnswer(reply, 400, message, 'validation_failed');
    }
    // A database that is down or too slow is a 503 ("come back soon"), wherever it was noticed.
    let known = error instanceof AppError ? error : undefined;
    if (!known && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      known = databaseUnavailable(error);
    }
    if (known?.retryAfter !== undefined) reply.header('retry-after', String(known.retryAfter));
    // A 502 or 503 says "a service we depend on failed, or we are busy: come back": its message is written for
    // users like a 4xx's. Only a 500 means our own fault, and its message is not shown.
    if (known && known.kind !== 'INTERNAL')
      return sendAnswer(reply, known.statusCode, known.message, known.code);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const invalidJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
      const message = invalidJson
        ? t('errors.invalidJson')
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? t('errors.bodyTooLarge')
          : error.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413
            ? t('errors.payloadTooLarge')
            : error.message;
      return sendAnswer(reply, status, message, invalidJson ? 'invalid_json' : undefined);
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input the database refused');
      return sendAnswer(reply, 400, t('errors.invalidData'), 'invalid_data');
    }
    request.log.error({ err: error }, 'request failed');
    return sendAnswer(reply, 500, t('errors.generic'));
  }

  // Without the preHandler the request limit would skip unknown paths, leaving them free to probe at any rate.
  app.setNotFoundHandler(app.config.rateLimit ? { preHandler: app.rateLimit() } : {}, (request, reply) =>
    inLanguage(
      request.language,
      () => app.sendWebAppPage(request, reply) ?? sendAnswer(reply, 404, t('errors.routeNotFound')),
    ),
  );
}

export default fp(errors, { name: 'errors', dependencies: ['http', 'web-app'] });
