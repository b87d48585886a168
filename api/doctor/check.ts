import type { DatabaseHandle } from '../../db/client.ts';
import type { AppConfig } from '../config.ts';
import type { PublicAnswer } from './public-answer.ts';

export type CheckStatus = 'ok' | 'warn' | 'fail' | 'skipped';

/** One line of the doctor's report: what was checked, how it went, and on a failure what to do. */
export interface CheckResult {
  status: CheckStatus;
  label: string;
  detail: string;
}

/** What every check may look at; the database and the public address's answer are read once, for every check that needs them. */
export interface DoctorContext {
  /** The variables as they were set, to tell a default from a value someone chose. */
  env: NodeJS.ProcessEnv;
  config: AppConfig;
  now: () => Date;
  /** The database as it is (neither created, migrated nor made private), or why it could not be opened. */
  database: () => Promise<DatabaseHandle>;
  /** The public address's answer to GET SITE_URL over HTTPS. */
  publicAnswer: () => Promise<PublicAnswer>;
}

export type Check = (context: DoctorContext) => Promise<CheckResult>;

/** A check's outcome; its label is the check's own. */
type Outcome = Omit<CheckResult, 'label'>;

export const ok = (detail: string): Outcome => ({ status: 'ok', detail });
export const warn = (detail: string): Outcome => ({ status: 'warn', detail });
export const fail = (detail: string): Outcome => ({ status: 'fail', detail });
export const skipped = (detail: string): Outcome => ({ status: 'skipped', detail });

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A check under `label`: what `run` finds, or a failure with the error it threw. */
export const check =
  (label: string, run: (context: DoctorContext) => Promise<Outcome> | Outcome): Check =>
  async (context) => {
    try {
      return { label, ...(await run(context)) };
    } catch (error) {
      return { label, status: 'fail', detail: messageOf(error) };
    }
  };

/** The checks that mean something only on the live server (https, HSTS, the certificate). */
export const productionOnly = (label: string, run: (context: DoctorContext) => Promise<Outcome> | Outcome): Check =>
  check(label, (context) => (context.config.production ? run(context) : skipped('NODE_ENV is not production')));
