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
 * `rejectWith` makes it refuse every message with that SMTP reply; an address put in `busyMailboxes`
 * is refused for now (450), as a full or briefly unavailable mailbox is; `onMail` hears of each one kept.
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
  const busyMailboxes = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (busyMailboxes.has(address.address)) return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
      callback();
    },
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
    busyMailboxes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
