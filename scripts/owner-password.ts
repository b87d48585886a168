/**
 * npm run owner:password — sets a new password for the owner account (OWNER_EMAIL) in DATABASE_URL and signs
 * it out everywhere. The password is OWNER_PASSWORD when set, otherwise it is asked for twice, unshown.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { withUncommonPassword } from '../api/accounts/new-password-rule.ts';
import { setOwnerPassword } from '../api/accounts/owner-password.ts';
import { loadConfig } from '../api/config.ts';
import { openPreparedDatabase } from '../api/prepared-database.ts';
import { newPasswordSchemas } from '../shared/schemas/auth.ts';
import { argumentsAfterEnvFile } from './env-file.ts';

/** Asks on the terminal without echoing what is typed. */
const askHidden = async (question: string) => {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal: true });
  const answer = lines.question(question);
  muted = true;
  const value = await answer;
  lines.close();
  process.stdout.write('\n');
  return value;
};

argumentsAfterEnvFile();
const config = loadConfig();
let password = config.owner.password;
let confirmPassword = password;
if (!password) {
  if (!process.stdin.isTTY) {
    console.error('Set OWNER_PASSWORD, or run this in a terminal to be asked for the password.');
    process.exit(2);
  }
  password = await askHidden(`New password for ${config.owner.email}: `);
  confirmPassword = await askHidden('The same password again: ');
}
const checked = await withUncommonPassword(newPasswordSchemas, 'password').en.safeParseAsync({ password, confirmPassword });
if (!checked.success) {
  console.error(checked.error.issues[0]?.message);
  process.exit(1);
}

const database = await openPreparedDatabase(config);
try {
  const { created } = await setOwnerPassword(database.db, config.owner, checked.data.password);
  console.log(
    created
      ? `Created the owner account ${config.owner.email} with this password.`
      : `The owner account ${config.owner.email} has its new password; every session of it has ended.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  database.close();
}
