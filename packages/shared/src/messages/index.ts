import { account } from './en/account';
import { admin } from './en/admin';
import { auth } from './en/auth';
import { calendar } from './en/calendar';
import { certificates } from './en/certificates';
import { charities } from './en/charities';
import { common, errors } from './en/common';
import { dashboard } from './en/dashboard';
import { donations, payment } from './en/donations';
import { drives } from './en/drives';
import { editing } from './en/editing';
import { engagement } from './en/engagement';
import { events } from './en/events';
import { finding } from './en/finding';
import { gifts } from './en/gifts';
import { giving } from './en/giving';
import { goals } from './en/goals';
import { home } from './en/home';
import { interests } from './en/interests';
import { language } from './en/language';
import { leaderboard } from './en/leaderboard';
import { lists } from './en/lists';
import { monthly } from './en/monthly';
import { notifications } from './en/notifications';
import { offline } from './en/offline';
import { permits } from './en/permits';
import { receipts } from './en/receipts';
import { reliefDrives } from './en/relief-drives';
import { reminders } from './en/reminders';
import { reports } from './en/reports';
import { roster, volunteering } from './en/roster';
import { share } from './en/share';
import { slots } from './en/slots';
import { tributes } from './en/tributes';
import { updates } from './en/updates';
import { whereItWent } from './en/where-it-went';
import { whereItWentLinks } from './en/where-it-went-links';
import type { Translation } from './types';

export type { Translation } from './types';

/**
 * The English message catalogue. Every user-facing text lives here once; the web app reads it through its
 * `useTranslation` (apps/web/src/lib/i18n.ts) and the server uses `t()` below. Placeholders are {{name}}; a plural
 * has `_one` and `_other` texts, picked by a `count`.
 * The Filipino and Cebuano catalogues (./fil, ./ceb) have the same keys; each is a chunk of its own.
 */
export const en = {
  common,
  errors,
  home,
  auth,
  account,
  charities,
  events,
  finding,
  goals,
  engagement,
  donations,
  payment,
  giving,
  gifts,
  leaderboard,
  lists,
  dashboard,
  editing,
  admin,
  calendar,
  share,
  reports,
  receipts,
  certificates,
  reminders,
  roster,
  volunteering,
  slots,
  drives,
  reliefDrives,
  whereItWentLinks,
  permits,
  updates,
  notifications,
  monthly,
  whereItWent,
  tributes,
  language,
  offline,
  interests,
} as const;
export type Catalogue = typeof en;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** Every key of the catalogue, like "leaderboard.empty". */
export type MessageKey = Leaves<Catalogue>;

/**
 * Looks up a key in a catalogue and fills its {{placeholders}}; a catalogue is complete (a test sees to it), so
 * a missing text is a bug, not a fallback.
 */
export function textIn(
  catalogue: Translation<Catalogue>,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No message for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Looks up a key in the English catalogue and fills its {{placeholders}}; for tests and English-only texts. */
export const t = (key: MessageKey, values: Record<string, string | number> = {}): string =>
  textIn(en, key, values);
