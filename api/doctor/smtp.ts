import nodemailer from 'nodemailer';
import { check, fail, ok, skipped, warn } from './check.ts';

const TIMEOUT_MS = 10_000;

/** SMTP_URL without its password. */
const shown = (smtpUrl: string) => {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.protocol}//${url.username ? `${decodeURIComponent(url.username)}@` : ''}${url.hostname}:${port}`;
};

/** Connects, says hello, upgrades to TLS where offered and logs in (transporter.verify()): sends nothing. */
export const smtp = check('SMTP', async ({ config }) => {
  const { smtpUrl } = config.mail;
  if (!smtpUrl) {
    const none = 'SMTP_URL is not set: no notices of new messages and no password-reset emails are sent';
    return config.production ? warn(`${none}; set it in the environment file`) : skipped(none);
  }
  const login = new URL(smtpUrl).username !== '';
  // With a user in SMTP_URL the login is tried even where the server does not offer it, which verify() would skip in silence.
  const transport = nodemailer.createTransport({ url: smtpUrl, forceAuth: login, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS });
  try {
    await transport.verify();
    return ok(`${shown(smtpUrl)} answers${login ? ' and accepts the login' : ''}`);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === 'EAUTH') return fail(`${shown(smtpUrl)} refused the login (${message}): check the user and password in SMTP_URL`);
    const reason = [code, message].filter(Boolean).join(': ') || String(error);
    return fail(`cannot talk to ${shown(smtpUrl)} (${reason}): check the host and port in SMTP_URL, and that the firewall lets the server out`);
  } finally {
    transport.close();
  }
});
