// The mail thread: composes each MIME message and hands it to the SMTP server or the outbox, off
// the thread that answers requests (composing one takes about a millisecond of CPU).
import { parentPort, workerData } from 'node:worker_threads';
import { type ComposedMail, outboxTransport, type Sent, smtpTransport } from './transports';

export type MailThreadSettings = { smtpUrl: string | undefined; outboxDir: string };
export type ToMailThread = { kind: 'send'; id: number; message: ComposedMail } | { kind: 'close' };
export type FromMailThread = { id: number; sent: Sent } | { id: number; error: unknown };

const port = parentPort;
if (!port) throw new Error('mail-worker runs as a worker thread of the shop');
const { smtpUrl, outboxDir } = workerData as MailThreadSettings;
const transport = smtpUrl ? smtpTransport(smtpUrl) : outboxTransport(outboxDir);

port.on('message', async (request: ToMailThread) => {
  if (request.kind === 'close') {
    // The mailer closes only once every message it sent here was answered.
    transport.close();
    port.close();
    return;
  }
  let answer: FromMailThread;
  try {
    answer = { id: request.id, sent: await transport.send(request.message) };
  } catch (error) {
    answer = { id: request.id, error };
  }
  port.postMessage(answer);
});
