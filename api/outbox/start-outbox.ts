import type { Database } from '../../db/client.ts';
import type { AppConfig } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import { createOutboxWorker } from './outbox-worker.ts';

/** The outbox worker of the server process, or a note that email is off when SMTP_URL is not set. */
export const startOutbox = (db: Database, config: AppConfig) => {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) {
    console.log('Email notices are off: SMTP_URL is not set.');
    return { stop: async () => undefined };
  }
  const mailer = createMailer({ smtpUrl, from });
  const worker = createOutboxWorker({ db, mailer, siteUrl: config.siteUrl, newsletterPerMinute: config.newsletter.perMinute });
  worker.start();
  return {
    stop: async () => {
      await worker.stop();
      mailer.close();
    },
  };
};
