import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials; the AWS SDK reads them from the standard variables like any other. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * A real S3-compatible server on loopback, with one bucket, for tests and benchmarks.
 * Returns the environment that points the site's uploads at it.
 */
export const startS3TestServer = async ({ port, bucket = 'nile-uploads' }: { port: number; bucket?: string }) => {
  const directory = mkdtempSync(join(tmpdir(), 'nile-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port: bound } = await server.run();
  const endpoint = `http://127.0.0.1:${bound}`;
  Object.assign(process.env, CREDENTIALS);
  return {
    bucket,
    endpoint,
    publicUrl: `${endpoint}/${bucket}`,
    env: {
      ...CREDENTIALS,
      UPLOADS_S3_BUCKET: bucket,
      UPLOADS_S3_ENDPOINT: endpoint,
      UPLOADS_S3_REGION: 'us-east-1',
      UPLOADS_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
