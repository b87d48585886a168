import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: { name: string; address: string };
  /** Extra header lines, such as List-Unsubscribe; values are ours, never a visitor's. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/** A mail server's answer that will not change on a retry (5xx), as opposed to a busy or unreachable server. */
export class PermanentMailError extends Error {}

const SEND_TIMEOUT_MS = 20_000;

/**
 * Sends through the SMTP server of `SMTP_URL`: `smtp://` upgrades with STARTTLS when the server
 * offers it, `smtps://` speaks TLS from the start. Header values are passed to nodemailer as
 * structured fields, which encodes them, so a visitor's line breaks cannot add headers.
 */
export const createMailer = ({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer => {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    send: async ({ to, subject, text, html, replyTo, headers }) => {
      try {
        await transport.sendMail({ from, to, subject, text, html, replyTo, headers });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const reason = error instanceof Error ? error.message : String(error);
        if (code && code >= 500) throw new PermanentMailError(reason);
        throw new Error(reason);
      }
    },
    close: () => transport.close(),
  };
};
