import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Sensitive personal information sealed at rest (a donor's TIN: government-issued identifiers are sensitive under
 * the Data Privacy Act): AES-256-GCM with the key of configuration (TAX_DETAILS_KEY), so a copy of the database or
 * a backup alone does not give the TINs away. A sealed value reads `v1.<key id>.<iv>.<tag>.<ciphertext>`
 * (base64url): the key id (a hash of the key, not the key) says which key sealed it, so the wrong key is named as
 * such instead of failing as a corrupt value. `context` is bound in as associated data: a value copied to another
 * person's row does not open there.
 */

const VERSION = 'v1';
const IV_BYTES = 12;

/** A sealed value that this key cannot open: another key sealed it, or it was altered. */
export class SealedKeyError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SealedKeyError';
  }
}

/** A short name of a key that does not reveal it: what a sealed value records. */
export const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

export function seal(key: Buffer, context: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, keyId(key), iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function unseal(key: Buffer, context: string, sealed: string): string {
  const [version, id, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !id || !iv || !tag || ciphertext === undefined)
    throw new SealedKeyError('not a sealed value this server knows (expected v1)');
  if (id !== keyId(key))
    throw new SealedKeyError(
      `sealed with the key ${id}, but TAX_DETAILS_KEY is the key ${keyId(key)}: set the key these values were sealed with`,
    );
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch (cause) {
    throw new SealedKeyError('the sealed value does not open with its key: it was altered or moved', {
      cause,
    });
  }
}
