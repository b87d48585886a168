import { type AppConfig, loadConfig } from '../config.ts';
import { type CheckResult, check, fail, messageOf, ok, productionOnly, warn } from './check.ts';

const ENV_FILE_HINT = 'the environment file (/etc/nile-atelier/env; deploy/nile-atelier.env.example has every line)';

/** The environment as loadConfig reads it: the configuration, or why there is none (nothing else can be checked then). */
export const readEnvironment = (env: NodeJS.ProcessEnv): { config?: AppConfig; result: CheckResult } => {
  try {
    const config = loadConfig(env);
    return { config, result: { status: 'ok', label: 'Environment', detail: `every value is valid (NODE_ENV=${env.NODE_ENV ?? 'development'})` } };
  } catch (error) {
    return { result: { status: 'fail', label: 'Environment', detail: `${messageOf(error)}\n  Fix it in ${ENV_FILE_HINT} and run the doctor again.` } };
  }
};

/**
 * In production the public address and the data folders must be set: the folders' defaults are inside the
 * code's folder, which the service may not write (deploy/nile-atelier.service).
 */
const requiredInProduction = (config: AppConfig) => ['SITE_URL', 'DATABASE_URL', ...(config.uploadsS3 ? [] : ['UPLOADS_DIR']), 'SITE_DIR', 'BACKUP_DIR'];

export const requiredVariables = check('Required variables', ({ env, config }) => {
  if (!config.production) return ok('none outside production: the defaults are used');
  const missing = requiredInProduction(config).filter((name) => !env[name]?.trim());
  if (missing.length > 0) return fail(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: add ${missing.length === 1 ? 'it' : 'them'} to ${ENV_FILE_HINT}`);
  return ok(`all set (${requiredInProduction(config).join(', ')})`);
});

export const siteUrlIsHttps = productionOnly('SITE_URL is https', ({ config }) =>
  new URL(config.siteUrl).protocol === 'https:'
    ? ok(config.siteUrl)
    : fail(`SITE_URL is ${config.siteUrl}: cookies and passwords would travel in clear. Set SITE_URL=https://… and put Caddy in front (deploy/README.md, step 7)`),
);

/** The app speaks plain HTTP on PORT: an https SITE_URL, or one on another port, is answered by a proxy in front of it. */
const behindProxy = (config: AppConfig) => {
  const site = new URL(config.siteUrl);
  return site.protocol === 'https:' || Number(site.port || 80) !== config.port;
};

export const trustProxy = check('TRUST_PROXY behind a proxy', ({ config }) => {
  const proxied = behindProxy(config);
  if (proxied && config.trustProxy) return ok(`${config.siteUrl} is answered by a proxy, and the visitor's address is read from its X-Forwarded-For`);
  if (proxied)
    return fail(
      `${config.siteUrl} is answered by a proxy in front of port ${config.port}, but TRUST_PROXY is off: every visitor would share the proxy's address and rate limits. Set TRUST_PROXY=true`,
    );
  if (config.trustProxy)
    return warn(`TRUST_PROXY=true, but ${config.siteUrl} is this server's own port: a visitor could write its own X-Forwarded-For. Unset it unless a proxy is in front`);
  return ok(`no proxy in front (${config.siteUrl} is this server's port), and TRUST_PROXY is off`);
});
