import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, passwordReset, user as userTable } from '../../db/schema.ts';
import { createResetLink } from './password-reset.ts';
import { createSession } from '../sessions/sessions.ts';
import { useTestApi } from '../test/test-app.ts';
import { ensureOwner } from './owner.ts';
import { verifyPassword } from './passwords.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();
const ownerRow = async (email: string) => (await api.deps.db.select().from(userTable).where(eq(userTable.email, email)))[0];

describe('owner account', () => {
  it('is created approved with OWNER_PASSWORD and nothing is printed', async () => {
    const lines: string[] = [];
    await ensureOwner(api.deps.db, { email: 'boss@example.com', password: 'given-password', name: 'The Boss' }, (line) => lines.push(line));
    const owner = await ownerRow('boss@example.com');
    expect(owner).toMatchObject({ approved: true, role: 'admin', name: 'The Boss' });
    expect(await verifyPassword(must(owner).password, 'given-password')).toBe(true);
    expect(lines).toEqual([]);
  });

  it('gets a strong generated password, printed once, when none is given', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    await ensureOwner(api.deps.db, { email: 'generated@example.com', password: undefined, name: 'Owner' }, log);
    const printed = /Generated password[^:]*: (\S+)/.exec(lines.join('\n'))?.[1];
    expect(printed?.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(must(await ownerRow('generated@example.com')).password, must(printed))).toBe(true);

    await ensureOwner(api.deps.db, { email: 'generated@example.com', password: undefined, name: 'Owner' }, log);
    expect(lines.filter((line) => line.includes('Generated password'))).toHaveLength(1);
  });

  it('is approved again at start if someone unapproved it in the database', async () => {
    await ensureOwner(api.deps.db, { email: 'unapproved@example.com', password: 'given-password', name: 'The Boss' }, () => {});
    await api.deps.db.update(userTable).set({ approved: false }).where(eq(userTable.email, 'unapproved@example.com'));
    await ensureOwner(api.deps.db, { email: 'unapproved@example.com', password: 'other', name: 'The Boss' }, () => {});
    const owner = await ownerRow('unapproved@example.com');
    expect(must(owner).approved).toBe(true);
    expect(await verifyPassword(must(owner).password, 'given-password')).toBe(true);
  });
});

describe('npm run owner:password', () => {
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [fileURLToPath(new URL('../../scripts/owner-password.ts', import.meta.url))], {
        env: { ...process.env, DATABASE_URL: api.deps.config.database.url, OWNER_EMAIL: 'script-owner@example.com', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it("sets the owner's new password from OWNER_PASSWORD, ends every session and reset link of it, and logs it", async () => {
    await ensureOwner(api.deps.db, { email: 'script-owner@example.com', password: 'forgotten-password', name: 'Script Owner' }, () => {});
    const owner = must(await ownerRow('script-owner@example.com'));
    const { token } = await createSession(api.deps.db, owner.id);
    await createResetLink(api.deps.db, owner.id, api.deps.config.siteUrl, new Date());

    const result = await run({ OWNER_PASSWORD: 'remembered-at-last' });
    expect(result.output).toContain('has its new password');
    expect(result.code).toBe(0);
    expect(await verifyPassword(must(await ownerRow('script-owner@example.com')).password, 'remembered-at-last')).toBe(true);
    expect((await api.app.request('/api/admin/user', { headers: { Cookie: `session=${token}` } })).status).toBe(401);
    expect(await api.deps.db.select().from(passwordReset).where(eq(passwordReset.userId, owner.id))).toEqual([]);
    const [logged] = await api.deps.db.select().from(activity).where(eq(activity.action, 'account.password-reset'));
    expect(logged).toMatchObject({ target: 'Script Owner', userId: null, clientAddress: 'command line' });
  });

  it('refuses a common password and changes nothing', async () => {
    for (const common of ['password123', 'qwerty123456']) {
      const result = await run({ OWNER_PASSWORD: common });
      expect(result.code, common).toBe(1);
      expect(result.output).toContain('This password is too common. Choose another one.');
    }
    expect(await verifyPassword(must(await ownerRow('script-owner@example.com')).password, 'remembered-at-last')).toBe(true);
  });
});
