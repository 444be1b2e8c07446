import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';

/** A message as the mailer hands it to a transport: plain data, so that it can cross to the mail thread. */
export type ComposedMail = Pick<SendMailOptions, 'from' | 'to' | 'subject' | 'text' | 'html'> & {
  headers: Record<string, string>;
};

/** What became of a message: accepted by the SMTP server under an id, or written to a file of the outbox. */
export type Sent = { messageId: string } | { file: string };

/** One way out for a message: an SMTP server, or a file in the outbox. */
export type Transport = {
  send(message: ComposedMail): Promise<Sent>;
  close(): void;
};

export function smtpTransport(smtpUrl: string): Transport {
  // Timeouts, pooling and TLS settings can ride on the URL's query (`?pool=true`), as nodemailer reads them there.
  const transporter = createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      return { messageId: String(info.messageId) };
    },
    close: () => transporter.close(),
  };
}

/** A file name that sorts by time and works on every file system (no `:` as Windows refuses it). */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
}

export function outboxTransport(outboxDir: string): Transport {
  // The stream transport builds the very MIME message SMTP would carry, so the .eml opens in any mail client.
  const transporter = createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not buffer the message');
      const file = path.join(outboxDir, outboxFileName(new Date()));
      // Write then rename, so a reader watching for *.eml never sees half a message.
      const partial = `${file}.partial`;
      try {
        await writeFile(partial, info.message);
      } catch (error) {
        // The folder is made by the first message (or again, if it was removed), not checked by each.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(outboxDir, { recursive: true });
        await writeFile(partial, info.message);
      }
      await rename(partial, file);
      return { file };
    },
    close: () => transporter.close(),
  };
}
