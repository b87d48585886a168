import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** DATABASE_REPLICA_URL and its companions, as AppConfig's `replica` holds them. */
export interface ReplicaSetting {
  url: string;
  endpoint?: string;
  region: string;
}

/** Litestream's seconds between two uploads of the database's new pages: the most a lost server loses. */
const SYNC_INTERVAL = '1s';
/** A replica further behind than this is an error on the dashboard and in the doctor. */
export const MAX_REPLICA_LAG_MS = 60_000;

/** Litestream's `dbs[].replicas[]` entry for a setting: a folder, or a bucket with its path. */
const replicaEntry = ({ url, endpoint, region }: ReplicaSetting): Record<string, string | boolean> => {
  if (url.startsWith('file://')) return { type: 'file', path: fileURLToPath(url) };
  const { hostname: bucket, pathname } = new URL(url);
  return {
    type: 's3',
    bucket,
    path: pathname.replace(/^\/+|\/+$/g, ''),
    region,
    // S3-compatible services (B2, R2, MinIO…) address the bucket in the path.
    ...(endpoint ? { endpoint, 'force-path-style': true } : {}),
  };
};

/**
 * Litestream's configuration for the database file at `databasePath`. No secret is written: the bucket's
 * keys reach Litestream through its environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).
 */
export const litestreamConfig = (databasePath: string, replica: ReplicaSetting) => {
  const entry = { ...replicaEntry(replica), 'sync-interval': SYNC_INTERVAL, 'snapshot-interval': '24h', retention: '168h' };
  const lines = Object.entries(entry).map(([key, value], index) => `${index === 0 ? '      - ' : '        '}${key}: ${JSON.stringify(value)}`);
  return [
    '# Written by the server at each start from DATABASE_REPLICA_URL: changes here are lost.',
    'dbs:',
    `  - path: ${JSON.stringify(databasePath)}`,
    '    replicas:',
    ...lines,
    '',
  ].join('\n');
};

/** Where the server writes that configuration: beside the database, in the data folder it may write. */
export const litestreamConfigPath = (databasePath: string) => join(dirname(databasePath), 'litestream.yml');

/** The file path of a `file:` DATABASE_URL. */
export const databaseFilePath = (databaseUrl: string) => databaseUrl.slice('file:'.length).split('?')[0] ?? '';
