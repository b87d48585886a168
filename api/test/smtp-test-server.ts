import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback for tests: it accepts any sender and keeps what it receives.
 * `rejectWith` makes it refuse every message with that SMTP reply; `onMail` hears of each one kept.
 */
export const startSmtpServer = async ({
  port = 0,
  rejectWith,
  onMail,
}: {
  port?: number;
  rejectWith?: { code: number; message: string };
  onMail?: (mail: ReceivedMail) => void;
} = {}) => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (rejectWith) return callback(Object.assign(new Error(rejectWith.message), { responseCode: rejectWith.code }));
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, parsed: await simpleParser(raw) };
        received.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server.server.address() as AddressInfo).port;
  return {
    port: address,
    url: `smtp://127.0.0.1:${address}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
