import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeName, type ImageStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (R2, MinIO, a test server); absent for AWS itself. */
  endpoint?: string;
  /** Where the bucket's files are read by browsers (the bucket's website, a CDN in front of it). */
  publicUrl: string;
}

/**
 * Uploads in an S3-compatible bucket. Credentials come from the standard AWS chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, or an instance role).
 */
export const createS3Storage = ({ bucket, region, endpoint, publicUrl }: S3StorageOptions): ImageStorage => {
  // Other S3-compatible services rarely resolve bucket subdomains, so a custom endpoint uses paths.
  const client = new S3Client({ region, endpoint, forcePathStyle: Boolean(endpoint) });
  const base = publicUrl.replace(/\/+$/, '');
  return {
    async put(name, data) {
      assertSafeName(name);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name,
          Body: data,
          ContentType: name.endsWith('.avif') ? 'image/avif' : 'image/webp',
          // Random, never reused names: a file at a URL never changes.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async read(name) {
      assertSafeName(name);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(name) {
      assertSafeName(name);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
    publicUrl: (name) => `${base}/${name}`,
  };
};
