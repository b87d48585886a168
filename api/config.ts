import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATABASE_URL } from '../db/client.ts';
import { ANALYTICS_MODES } from '../shared/analytics.ts';

const booleanFlag = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform((value) => ['1', 'true', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().optional(),
  SITE_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  DATABASE_REPLICA_URL: z
    .string()
    .trim()
    .regex(/^(?:s3:\/\/[^/]+(?:\/.*)?|file:\/\/\/.+)$/, 'DATABASE_REPLICA_URL must look like s3://bucket/path or file:///absolute/path')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_REPLICA_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_REPLICA_REGION: z.string().trim().min(1).optional(),
  OWNER_EMAIL: z.email().default('owner@nileatelier.com'),
  OWNER_PASSWORD: z.string().min(6).max(128).optional(),
  OWNER_NAME: z.string().min(2).default('Studio Owner'),
  UPLOADS_DIR: z.string().min(1).default('data/uploads'),
  SITE_DIR: z.string().min(1).default('data/site'),
  SEED_DEMO_CONTENT: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  RATE_LIMIT_SCALE: z.coerce.number().min(0).default(1),
  PUBLISH_DEBOUNCE_MS: z.coerce.number().int().min(0).default(0),
  PUBLISH_HOOK: z.string().trim().min(1).optional(),
  UPLOADS_S3_BUCKET: z.string().trim().min(1).optional(),
  UPLOADS_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  UPLOADS_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  UPLOADS_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().min(3).optional(),
  BACKUP_DIR: z.string().min(1).default('data/backups'),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 366)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  ANALYTICS: z.enum(ANALYTICS_MODES).default('server'),
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
});

/** A relative `file:` database path is made absolute, so the build process finds the same file. */
const absoluteDatabaseUrl = (url: string) => {
  if (!url.startsWith('file:')) return url;
  const path = url.slice('file:'.length);
  return path.startsWith('/') || path.startsWith(':memory:') || isAbsolute(path) ? url : `file:${resolve(path)}`;
};

export type AppConfig = ReturnType<typeof loadConfig>;

/** Reads the environment once, at start, and fails loudly on a value that cannot work. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ');
    throw new Error(`Invalid environment:\n  ${problems}`);
  }
  const values = parsed.data;
  if (values.UPLOADS_S3_BUCKET && !values.UPLOADS_PUBLIC_URL) {
    throw new Error("Invalid environment:\n  UPLOADS_PUBLIC_URL: required with UPLOADS_S3_BUCKET (where browsers read the bucket's images)");
  }
  if (values.DATABASE_REPLICA_URL && !values.DATABASE_URL.startsWith('file:')) {
    throw new Error('Invalid environment:\n  DATABASE_REPLICA_URL: a replica streams a database file; a libSQL server keeps its own copies');
  }
  const production = values.NODE_ENV === 'production';
  const siteUrl = values.SITE_URL ?? `http://localhost:${values.PORT}`;
  return {
    production,
    port: values.PORT,
    host: values.HOST,
    siteUrl,
    siteOrigin: new URL(siteUrl).origin,
    database: { url: absoluteDatabaseUrl(values.DATABASE_URL), authToken: values.DATABASE_AUTH_TOKEN },
    /** Where Litestream streams the database file (DATABASE_REPLICA_URL), or undefined. */
    replica: values.DATABASE_REPLICA_URL
      ? { url: values.DATABASE_REPLICA_URL, endpoint: values.DATABASE_REPLICA_ENDPOINT, region: values.DATABASE_REPLICA_REGION ?? values.UPLOADS_S3_REGION }
      : undefined,
    owner: {
      email: values.OWNER_EMAIL.toLowerCase(),
      password: values.OWNER_PASSWORD,
      name: values.OWNER_NAME,
    },
    uploadsDir: resolve(values.UPLOADS_DIR),
    uploadsS3:
      values.UPLOADS_S3_BUCKET && values.UPLOADS_PUBLIC_URL
        ? { bucket: values.UPLOADS_S3_BUCKET, endpoint: values.UPLOADS_S3_ENDPOINT, region: values.UPLOADS_S3_REGION, publicUrl: values.UPLOADS_PUBLIC_URL }
        : undefined,
    siteDir: resolve(values.SITE_DIR),
    seedDemoContent: values.SEED_DEMO_CONTENT,
    trustProxy: values.TRUST_PROXY,
    trustProxyHops: values.TRUST_PROXY_HOPS,
    rateLimitScale: values.RATE_LIMIT_SCALE,
    publishDebounceMs: values.PUBLISH_DEBOUNCE_MS,
    publishHook: values.PUBLISH_HOOK,
    secureCookies: production,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? `Nile Atelier <no-reply@${new URL(siteUrl).hostname}>`,
    },
    backup: { dir: resolve(values.BACKUP_DIR), intervalHours: values.BACKUP_INTERVAL_HOURS, keep: values.BACKUP_KEEP },
    analytics: { mode: values.ANALYTICS, flushMs: values.ANALYTICS_FLUSH_MS },
    /** Newsletter emails sent per minute, by all processes together. */
    newsletter: { perMinute: values.NEWSLETTER_PER_MINUTE },
  };
};
