import type { DatabaseHandle } from '../../db/client.ts';
import { backups } from './backups.ts';
import { bucket } from './bucket.ts';
import type { Check, CheckResult, DoctorContext } from './check.ts';
import { clock } from './clock.ts';
import { dataFoldersWritable, freeDiskSpace } from './data-folders.ts';
import { databaseFileMode, databaseIntegrity, databaseMigrations, databaseOpens, openAsItIs } from './database.ts';
import { readEnvironment, requiredVariables, siteUrlIsHttps, trustProxy } from './environment.ts';
import { liveBuild } from './live-build.ts';
import { askPublicAddress, type PublicAnswer } from './public-answer.ts';
import { answersOverHttps, certificate, hsts, oneServerHeader } from './public-address.ts';
import { replica } from './replica.ts';
import { smtp } from './smtp.ts';

/** Every check after the environment's, in the order they run and print. */
const CHECKS: Check[] = [
  requiredVariables,
  siteUrlIsHttps,
  trustProxy,
  databaseOpens,
  databaseIntegrity,
  databaseMigrations,
  databaseFileMode,
  dataFoldersWritable,
  freeDiskSpace,
  liveBuild,
  smtp,
  bucket,
  replica,
  backups,
  clock,
  answersOverHttps,
  certificate,
  hsts,
  oneServerHeader,
];

interface DoctorOptions {
  /** An extra authority (PEM) to trust for the public address's certificate, besides the system's (--ca). */
  ca?: string;
  now?: () => Date;
}

/**
 * Checks the install that `env` describes, one check after the other, yielding each result as soon as it is
 * known. Nothing is changed: the database is opened as it is, nothing is sent, and the file written to try each
 * data folder is removed at once.
 */
export async function* runDoctor(env: NodeJS.ProcessEnv, { ca, now = () => new Date() }: DoctorOptions = {}): AsyncGenerator<CheckResult> {
  const environment = readEnvironment(env);
  yield environment.result;
  const { config } = environment;
  if (!config) return;
  let opened: Promise<DatabaseHandle> | undefined;
  let answered: Promise<PublicAnswer> | undefined;
  const context: DoctorContext = {
    env,
    config,
    now,
    database: () => (opened ??= openAsItIs(config)),
    publicAnswer: () => (answered ??= askPublicAddress(config.siteUrl, { ca })),
  };
  try {
    for (const run of CHECKS) yield await run(context);
  } finally {
    await opened?.then(
      (handle) => handle.close(),
      () => undefined,
    );
  }
}
