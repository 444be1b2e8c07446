import { Worker } from 'node:worker_threads';
import type { FromMailThread, MailThreadSettings, ToMailThread } from './mail-worker';
import type { ComposedMail, Sent } from './transports';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

/**
 * The way out for mail: SMTP, or the outbox folder. Only the outbox's sender calls it
 * (modules/messages/sender.ts); everything else queues mail in the outbox, in its transaction.
 */
export type Mailer = {
  /** Sends now; resolves once the SMTP server accepted it or the .eml is written. */
  send(mail: OutgoingMail): Promise<Sent>;
  /** Waits for messages under way, then closes the transport. */
  close(): Promise<void>;
};

type MailerDeps = {
  /** `smtp://user:pass@host:587` or `smtps://…`; without it mail goes to the outbox folder. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
};

/**
 * Starts the mail thread. Built, it is `mail-worker.js` beside `main.js`; run from the sources (tsx,
 * vitest) it is TypeScript, which a worker thread of Node 20 loads only once tsx registers itself
 * in that thread (the loader of the main thread does not reach it).
 */
function startMailThread(settings: MailThreadSettings): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./mail-worker.js', here), { workerData: settings });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./mail-worker.ts', here).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData: settings });
}

/** The mail thread as a function that sends one message: started with the first, stopped by `close`. */
function mailThread(settings: MailThreadSettings) {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve(sent: Sent): void; reject(error: unknown): void }>();
  const failAll = (error: unknown) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  function started(): Worker {
    if (worker) return worker;
    const thread = startMailThread(settings);
    thread.on('message', (answer: FromMailThread) => {
      const waiter = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('sent' in answer) waiter?.resolve(answer.sent);
      else waiter?.reject(answer.error instanceof Error ? answer.error : new Error(String(answer.error)));
      // Messages under way keep the process alive; an idle thread does not.
      if (waiting.size === 0) thread.unref();
    });
    thread.on('error', failAll);
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`the mail thread stopped (exit code ${code})`));
    });
    worker = thread;
    return thread;
  }

  return {
    send(message: ComposedMail): Promise<Sent> {
      const thread = started();
      const id = ++nextId;
      return new Promise<Sent>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.ref();
        thread.postMessage({ kind: 'send', id, message } satisfies ToMailThread);
      });
    },
    async close(): Promise<void> {
      const thread = worker;
      if (!thread) return;
      const stopped = new Promise((resolve) => thread.once('exit', resolve));
      thread.ref();
      thread.postMessage({ kind: 'close' } satisfies ToMailThread);
      await stopped;
    },
  };
}

/**
 * The shop's outgoing mail. With an SMTP URL it is sent through that server; without one it is
 * written as .eml files to the outbox folder (any mail program opens them, links and all), so
 * sign-up, email changes and password resets can be tried on a machine with no mail server. No
 * link is ever written to the log: they carry sign-in secrets.
 */
export function createMailer({ smtpUrl, from, outboxDir }: MailerDeps): Mailer {
  const thread = mailThread({ smtpUrl, outboxDir });
  let closing: Promise<void> | undefined;
  return {
    async send(mail) {
      if (closing) throw new Error('The mailer is closed');
      return thread.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Tells mail servers and auto-responders that no person wrote this (RFC 3834): no out-of-office replies.
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    },
    close() {
      closing ??= thread.close();
      return closing;
    },
  };
}
