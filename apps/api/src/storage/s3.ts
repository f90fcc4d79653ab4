import type { Config } from '../config';
import type { BlobStore } from './blob-store';

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO…), for several servers sharing one store. The SDK is
 * imported here, when S3 is chosen: a static import would be loaded by every server (the compiled server hoists the
 * imports of the packages it leaves outside), memory one that stores on disk never needs (lib/pdf-fonts.ts does
 * the same: with both, a web server's RSS after start 166 -> 152 MB).
 */
export async function s3BlobStore(options: Config['storage']['s3']): Promise<BlobStore> {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } = await import(
    '@aws-sdk/client-s3'
  );
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket!;
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
