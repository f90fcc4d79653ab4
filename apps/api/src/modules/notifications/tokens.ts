import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EMAIL_TOPICS, type EmailTopic } from '@tabang/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';
import { badRequest } from '../../errors';
import { t } from '../../i18n';

/*
 * Signed links (decisions 025, 030), and the unsubscribe links (decision 025): `<account id>.<topic>.<HMAC-SHA256 of both>`, keyed with a secret the servers
 * share through the database. Nobody can make one for another account or topic without the key; a link never
 * expires (an old email's link still works), and its only power is to turn one kind of email off (or on again).
 */

const KEY_NAME = 'unsubscribe-links';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The signing key: made once for the whole fleet by whichever server needs it first, then read and kept. */
export function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(appSecrets)
        .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, KEY_NAME));
      return Buffer.from(row!.value, 'base64url');
    })();
    // A failure (the database away) is not kept: the next call tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * The MAC of a signed link: HMAC-SHA256 over its purpose and parts, one a line, so a link made for one purpose
 * (an unsubscribe, a monthly plan's pause) never passes as another's.
 */
export const linkSignature = (key: Buffer, purpose: string, ...parts: (string | number)[]) =>
  createHmac('sha256', key)
    .update([purpose, ...parts].join('\n'))
    .digest();

/** Whether `mac` (base64url) is the signature of the purpose and parts, compared in constant time. */
export function signatureMatches(key: Buffer, mac: string, purpose: string, ...parts: (string | number)[]) {
  const given = Buffer.from(mac, 'base64url');
  return given.length === 32 && timingSafeEqual(given, linkSignature(key, purpose, ...parts));
}

const signature = (key: Buffer, userId: number, topic: string) =>
  linkSignature(key, 'unsubscribe', userId, topic);

export const unsubscribeToken = (key: Buffer, userId: number, topic: EmailTopic) =>
  `${userId}.${topic}.${signature(key, userId, topic).toString('base64url')}`;

/** The account and topic a token names, or 400 when it is not one this server's key signed. */
export function readUnsubscribeToken(key: Buffer, token: string): { userId: number; topic: EmailTopic } {
  const [id = '', topic = '', mac = ''] = token.split('.');
  const userId = Number(id);
  const fine =
    /^\d{1,10}$/.test(id) &&
    userId > 0 &&
    userId <= 2_147_483_647 &&
    (EMAIL_TOPICS as readonly string[]).includes(topic) &&
    signatureMatches(key, mac, 'unsubscribe', userId, topic);
  if (!fine) throw badRequest(t('notifications.invalidLink'), 'invalid_unsubscribe_link');
  return { userId, topic: topic as EmailTopic };
}
