import { AsyncLocalStorage } from 'node:async_hooks';
import {
  acceptedLanguageTags,
  type Catalogue,
  DEFAULT_LANGUAGE,
  dateFormat,
  en,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  type MessageKey,
  preferredLanguage,
  type Translation,
  textIn,
} from '@tabang/shared';
import { ceb } from '@tabang/shared/messages/ceb';
import { fil } from '@tabang/shared/messages/fil';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in: the `lang` cookie, else Accept-Language, else English. */
    language: Language;
  }
}

const CATALOGUES: Record<Language, Translation<Catalogue>> = { en, fil, ceb };

export const catalogueOf = (language: Language): Translation<Catalogue> => CATALOGUES[language];

/** The language of the code running now: its request's, or the one `inLanguage` set; English elsewhere. */
const current = new AsyncLocalStorage<Language>();

export const currentLanguage = (): Language => current.getStore() ?? DEFAULT_LANGUAGE;

/** A text of the catalogue in the current language (see `currentLanguage`), its {{placeholders}} filled. */
export const t = (key: MessageKey, values: Record<string, string | number> = {}): string =>
  textIn(CATALOGUES[currentLanguage()], key, values);

/** Runs `fn`, and everything it awaits or starts, in a language: for emails and jobs meant for another person. */
export const inLanguage = <T>(language: Language, fn: () => T): T => current.run(language, fn);

/**
 * A date formatter in the current language: the shared `dateFormat`, so emails, receipts and the web app write
 * dates alike (Cebuano with its own month and weekday names, "sa" between date and time).
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const format = dateFormat(options);
  return (date) => format(currentLanguage(), date);
}

/** "12 seconds" or "5 minutes" in the current language: a wait inside a sentence, rounded up (59.9 s is a minute). */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60)
    return t(seconds === 1 ? 'common.wait.seconds_one' : 'common.wait.seconds_other', { count: seconds });
  const count = Math.ceil(seconds / 60);
  return t(count === 1 ? 'common.wait.minutes_one' : 'common.wait.minutes_other', { count });
}

/** The value of one cookie in a Cookie header (read here, so it works before any cookie plugin has run). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The request's language: the `lang` cookie if it names one, else the first of Accept-Language we speak. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const cookie = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  const header = request.headers['accept-language'];
  return (
    preferredLanguage(acceptedLanguageTags(Array.isArray(header) ? header.join(',') : header)) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * Every request runs in its language. Entering the store in onRequest covers the hooks and the routing; Node
 * loses it across the body parser's stream events, so preValidation enters it again for validation, handlers,
 * services and their awaits (as @fastify/request-context does). The error and not-found handlers also wrap
 * themselves with `request.language` (plugins/errors.ts), whatever context they are called from.
 */
async function i18n(app: FastifyInstance) {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOf(request);
    current.run(request.language, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    current.run(request.language, done);
  });
}

export default fp(i18n, { name: 'i18n' });
