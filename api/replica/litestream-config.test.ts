import { describe, expect, it } from 'vitest';
import { litestreamConfig } from './litestream-config.ts';
import { parseGoDuration } from './replica-lag.ts';

describe('litestreamConfig', () => {
  it('streams to an S3-compatible bucket by path style, with no secret in the file', () => {
    const config = litestreamConfig('/var/lib/nile-atelier/site.db', { url: 's3://nile-backups/site-db/', endpoint: 'http://127.0.0.1:9000', region: 'eu-central-1' });
    expect(config).toContain('  - path: "/var/lib/nile-atelier/site.db"');
    expect(config).toContain(
      '      - type: "s3"\n        bucket: "nile-backups"\n        path: "site-db"\n        region: "eu-central-1"\n        endpoint: "http://127.0.0.1:9000"\n        force-path-style: true',
    );
    expect(config).toContain('sync-interval: "1s"');
    expect(config).not.toMatch(/access|secret/i);
  });

  it('streams to AWS itself without an endpoint, and to a folder', () => {
    expect(litestreamConfig('/d/site.db', { url: 's3://b/p', region: 'us-east-1' })).not.toContain('endpoint');
    expect(litestreamConfig('/d/site.db', { url: 'file:///mnt/backup/site-db', region: 'us-east-1' })).toContain('      - type: "file"\n        path: "/mnt/backup/site-db"');
  });
});

describe('parseGoDuration', () => {
  it('reads the lags Litestream prints', () => {
    expect(parseGoDuration('1.5s')).toBe(1500);
    expect(parseGoDuration('-250ms')).toBe(-250);
    expect(parseGoDuration('2m3s')).toBe(123_000);
    expect(parseGoDuration('1h0m0s')).toBe(3_600_000);
  });
});
