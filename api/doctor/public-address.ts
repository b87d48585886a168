import { check, type DoctorContext, fail, messageOf, ok, skipped } from './check.ts';
import type { PublicAnswer } from './public-answer.ts';

const DAY_MS = 86_400_000;
/** Let's Encrypt's certificates last 90 days and Caddy renews them 30 days before the end: 14 left means renewal is failing. */
const MIN_CERTIFICATE_DAYS = 14;
/** A year at least (the app sends two). */
const MIN_HSTS_SECONDS = 31_536_000;

/** The public address is checked from outside only on the live server: elsewhere these checks say "skipped", and why. */
const notChecked = ({ config }: DoctorContext) => {
  if (!config.production) return skipped('NODE_ENV is not production');
  if (new URL(config.siteUrl).protocol !== 'https:') return skipped('SITE_URL is not https');
  return null;
};

/** A check of what the public address answered (one request for all of them). */
const ofTheAnswer = (label: string, run: (answer: PublicAnswer, context: DoctorContext) => ReturnType<typeof ok>) =>
  check(label, async (context) => {
    const skip = notChecked(context);
    if (skip) return skip;
    const answer = await context.publicAnswer().catch(() => null);
    return answer ? run(answer, context) : skipped(`${context.config.siteUrl} did not answer over HTTPS`);
  });

/** Why the request failed, in the words of what to do. */
const advice = (error: unknown, siteUrl: string) => {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/.test(code))
    return `the certificate is not trusted (${messageOf(error)}): does the proxy have one for this host (SITE_ADDRESS)? For a certificate of your own authority, pass --ca <file>`;
  return `${messageOf(error)}: is the proxy running (systemctl status caddy), the DNS pointing here (dig +short ${new URL(siteUrl).hostname}) and ports 80 and 443 open?`;
};

export const answersOverHttps = check('Public address over HTTPS', async (context) => {
  const { siteUrl } = context.config;
  const skip = notChecked(context);
  if (skip) return skip;
  try {
    const answer = await context.publicAnswer();
    if (answer.status >= 400) return fail(`${siteUrl} answers ${answer.status}: journalctl -u nile-atelier and journalctl -u caddy say why`);
    return ok(`${siteUrl} answers ${answer.status}`);
  } catch (error) {
    return fail(`${siteUrl}: ${advice(error, siteUrl)}`);
  }
});

export const certificate = ofTheAnswer('Certificate', ({ certificate: { validTo, issuer } }, { now }) => {
  const leftMs = validTo.getTime() - now().getTime();
  const left = leftMs >= 2 * DAY_MS ? `${Math.floor(leftMs / DAY_MS)} days` : `${Math.max(0, Math.floor(leftMs / 3_600_000))} hours`;
  const valid = `valid until ${validTo.toISOString()} (${left} left)${issuer ? `, from ${issuer}` : ''}`;
  if (leftMs < MIN_CERTIFICATE_DAYS * DAY_MS)
    return fail(`${valid}: less than ${MIN_CERTIFICATE_DAYS} days. Caddy renews 30 days before the end: journalctl -u caddy | grep -i certificate says why it did not`);
  return ok(valid);
});

export const hsts = ofTheAnswer('HSTS', ({ rawHeaders }) => {
  const values = rawHeaders.filter(([name]) => name === 'strict-transport-security').map(([, value]) => value);
  const maxAge = Number(/max-age=(\d+)/i.exec(values[0] ?? '')?.[1] ?? 0);
  if (values.length === 0) return fail('no Strict-Transport-Security header: the app sends it with NODE_ENV=production, and the proxy must not remove it');
  if (values.length > 1) return fail(`Strict-Transport-Security comes ${values.length} times: the app sends it, so remove it from the proxy`);
  if (maxAge < MIN_HSTS_SECONDS) return fail(`${values[0]}: max-age is under a year`);
  return ok(String(values[0]));
});

export const oneServerHeader = ofTheAnswer('Server header', ({ rawHeaders }) => {
  const values = rawHeaders.filter(([name]) => name === 'server').map(([, value]) => value);
  if (values.length > 1) return fail(`${values.length} Server headers (${values.join(', ')}): only the proxy should send one`);
  return ok(values.length === 1 ? `one: ${values[0]}` : 'none');
});
