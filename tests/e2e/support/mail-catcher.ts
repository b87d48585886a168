/**
 * The journeys' mail server: a real SMTP server on loopback (api/test/smtp-test-server.ts) that writes each
 * email it receives into E2E_MAIL_DIR, where the journeys read it (support/mail.ts). playwright.config.ts
 * starts it beside the server, which sends to it through SMTP_URL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpServer } from '../../../api/test/smtp-test-server.ts';

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!dir || !port) throw new Error('E2E_MAIL_DIR and E2E_SMTP_PORT are set by playwright.config.ts');
mkdirSync(dir, { recursive: true });
let count = 0;
const server = await startSmtpServer({
  port,
  onMail: (mail) => {
    count += 1;
    writeFileSync(join(dir, `${Date.now()}-${String(count).padStart(4, '0')}.eml`), mail.raw);
  },
});
console.log(`Mail catcher listening on ${port}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
