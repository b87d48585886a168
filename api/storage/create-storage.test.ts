import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createStorage } from './create-storage.ts';

const bucketEnv = {
  UPLOADS_DIR: '/tmp/nile-storage-choice',
  UPLOADS_S3_BUCKET: 'nile-uploads',
  UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:4404',
  UPLOADS_PUBLIC_URL: 'https://images.nileatelier.test/',
};

describe('choosing where uploads live', () => {
  it('keeps them on disk, served from /uploads, when no bucket is configured', () => {
    const storage = createStorage(loadConfig({ UPLOADS_DIR: '/tmp/nile-storage-choice' }));
    expect(storage.localDir).toBe('/tmp/nile-storage-choice');
    expect(storage.publicUrl('abc.webp')).toBe('/uploads/abc.webp');
  });

  it('uses the bucket when UPLOADS_S3_BUCKET is set: no local folder, addresses under UPLOADS_PUBLIC_URL', () => {
    const config = loadConfig(bucketEnv);
    expect(config.uploadsS3).toEqual({ bucket: 'nile-uploads', endpoint: 'http://127.0.0.1:4404', region: 'us-east-1', publicUrl: 'https://images.nileatelier.test/' });
    const storage = createStorage(config);
    expect(storage.localDir).toBeUndefined();
    expect(storage.publicUrl('abc.webp')).toBe('https://images.nileatelier.test/abc.webp');
  });

  it('refuses to start with a bucket but no public address for its images', () => {
    expect(() => loadConfig({ ...bucketEnv, UPLOADS_PUBLIC_URL: undefined })).toThrow(/UPLOADS_PUBLIC_URL: required with UPLOADS_S3_BUCKET/);
    expect(() => loadConfig({ ...bucketEnv, UPLOADS_PUBLIC_URL: 'ftp://images.test' })).toThrow(/UPLOADS_PUBLIC_URL/);
  });
});
