import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { check, fail, ok, skipped } from './check.ts';

const TIMEOUT_MS = 10_000;

/** What the AWS SDK says of a failed request, which often has no message: its name and HTTP status. */
const describeS3Error = (error: unknown) => {
  const { name, message, $metadata } = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode ? `HTTP ${$metadata.httpStatusCode}` : null;
  return [name, message && message !== name && message !== 'UnknownError' ? message : null, status].filter(Boolean).join(', ');
};

/** The uploads' bucket exists and these credentials may use it (HeadBucket): nothing is written. */
export const bucket = check('S3 bucket', async ({ config }) => {
  const s3 = config.uploadsS3;
  if (!s3) return skipped(`UPLOADS_S3_BUCKET is not set: images are kept in ${config.uploadsDir}`);
  const where = `${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ` in ${s3.region}`}`;
  const client = new S3Client({ region: s3.region, endpoint: s3.endpoint, forcePathStyle: Boolean(s3.endpoint), maxAttempts: 1 });
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }), { abortSignal: AbortSignal.timeout(TIMEOUT_MS) });
    return ok(`${where} answers`);
  } catch (error) {
    return fail(`${where}: ${describeS3Error(error)}. Check UPLOADS_S3_BUCKET, UPLOADS_S3_ENDPOINT, UPLOADS_S3_REGION and the key (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)`);
  } finally {
    client.destroy();
  }
});
