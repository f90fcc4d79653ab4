import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../config';

/** Where image bytes live: local disk by default, S3-compatible storage in production. */
export interface BlobStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

/** Files under a folder; keys are server-generated and checked, so no path ever leaves the folder. */
export function diskBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe blob key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** An in-memory store, for tests; `keys()` lists what it holds, so a test can prove nothing was left behind. */
export function memoryBlobStore(): BlobStore & { keys(): string[] } {
  const blobs = new Map<string, Buffer>();
  return {
    keys: () => [...blobs.keys()],
    async put(key, bytes) {
      blobs.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return blobs.get(key) ?? null;
    },
    async delete(key) {
      blobs.delete(key);
    },
  };
}

export async function createBlobStore(config: Config): Promise<BlobStore> {
  if (config.storage.kind === 's3') {
    const { s3BlobStore } = await import('./s3');
    return s3BlobStore(config.storage.s3);
  }
  return diskBlobStore(join(config.dataDir, 'blobs'));
}
