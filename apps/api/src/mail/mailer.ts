import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the message carries, logged when mail is only written to the outbox. */
  links: string[];
};

export type Mailer = {
  /** Sends now; resolves once the SMTP server accepted it or the .eml is written. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Sends in the background: a request never waits for SMTP (and its timing cannot tell whether an
   * account exists); failures are logged. Given the work that makes the message (such as creating
   * the link it carries), that work is done in the background too.
   */
  deliver(mail: OutgoingMail | (() => Promise<OutgoingMail>)): void;
  /** Waits for background deliveries, then closes the transport. */
  close(): Promise<void>;
};

export type MailLog = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

type MailerDeps = {
  /** `smtp://user:pass@host:587` or `smtps://…`; without it mail goes to the outbox folder. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: MailLog;
};

/** One way out for a composed message: an SMTP server, or a file in the outbox. */
type Transport = {
  send(message: SendMailOptions, mail: OutgoingMail): Promise<void>;
  close(): void;
};

function smtpTransport(smtpUrl: string, log: MailLog): Transport {
  // Timeouts, pooling and TLS settings can ride on the URL's query (`?pool=true`), as nodemailer reads them there.
  const transporter = createTransport(smtpUrl);
  return {
    async send(message, mail) {
      const info = await transporter.sendMail(message);
      // The links are never logged here: they carry sign-in secrets, and real mail is the way they travel.
      log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'Mail sent');
    },
    close: () => transporter.close(),
  };
}

/** A file name that sorts by time and works on every file system (no `:` as Windows refuses it). */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
}

function outboxTransport(outboxDir: string, log: MailLog): Transport {
  // The stream transport builds the very MIME message SMTP would carry, so the .eml opens in any mail client.
  const transporter = createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message, mail) {
      const info = await transporter.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not buffer the message');
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName(new Date()));
      // Write then rename, so a reader watching for *.eml never sees half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message);
      await rename(partial, file);
      log.info(
        { to: mail.to, subject: mail.subject, links: mail.links, file },
        'Mail written to the outbox, not sent: no SMTP server is set',
      );
    },
    close: () => transporter.close(),
  };
}

/**
 * The shop's outgoing mail. With an SMTP URL it is sent through that server; without one it is
 * written as .eml files to the outbox folder and its links are logged, so sign-up, email changes
 * and password resets can be tried on a machine with no mail server.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerDeps): Mailer {
  const transport = smtpUrl ? smtpTransport(smtpUrl, log) : outboxTransport(outboxDir, log);
  const pending = new Set<Promise<void>>();
  let closing: Promise<void> | undefined;

  function transmit(mail: OutgoingMail): Promise<void> {
    return transport.send(
      {
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Tells mail servers and auto-responders that no person wrote this (RFC 3834): no out-of-office replies.
        headers: { 'Auto-Submitted': 'auto-generated' },
      },
      mail,
    );
  }

  return {
    async send(mail) {
      if (closing) throw new Error('The mailer is closed');
      await transmit(mail);
    },

    deliver(mail) {
      const about = typeof mail === 'function' ? {} : { to: mail.to, subject: mail.subject };
      if (closing) {
        log.error(about, 'Mail not sent: the mailer is closed');
        return;
      }
      // Started on a later turn of the event loop, once the caller's reply is on its way: not even
      // composing the message happens in the request's time.
      const delivery: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(async () => transmit(typeof mail === 'function' ? await mail() : mail))
        .catch((error: unknown) => {
          log.error({ err: error, ...about }, 'Mail could not be sent');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },

    close() {
      closing ??= (async () => {
        // No delivery starts once closing (deliver refuses), and none rejects (they log), so one wait will do.
        await Promise.all(pending);
        transport.close();
      })();
      return closing;
    },
  };
}
