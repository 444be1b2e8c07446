import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`, to give the mailer as its SMTP URL. */
  url: string;
  /** Every message received, parsed, in the order they arrived. */
  messages: ParsedMail[];
  /**
   * The oldest message for this address that no earlier call returned, waiting for it to arrive.
   * Each call takes the next one, so a test that expects a second mail to an address gets the second.
   */
  waitForMail(to: string, timeoutMs?: number): Promise<ParsedMail>;
  /** The next mail to `to` whose subject says `about`, taking the others (sign-up, order placed) on the way. */
  waitForMailAbout(to: string, about: string): Promise<ParsedMail>;
  close(): Promise<void>;
};

type Received = { recipients: string[]; mail: ParsedMail; taken: boolean };

const POLL_MS = 20;

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port, standing in for the shop's mail
 * server in tests: no TLS, no sign-in, and it keeps every message it accepts, parsed by `mailparser`.
 * `rejectRecipient` makes it refuse some addresses at RCPT TO, as a server does a mailbox it does not know.
 */
export async function startSmtpServer({
  rejectRecipient = () => false,
  port: wantedPort = 0,
}: {
  rejectRecipient?: (address: string) => boolean;
  /** A port of the test's choosing: the relay coming back where it was. Any free port by default. */
  port?: number;
} = {}): Promise<TestSmtpServer> {
  const received: Received[] = [];
  const messages: ParsedMail[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectRecipient(address.address)) {
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            mail,
            taken: false,
          });
          messages.push(mail);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  const listening = server.listen(wantedPort, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    listening.once('listening', resolve);
    listening.once('error', reject);
  });
  const { port } = listening.address() as AddressInfo;

  // Matched on the envelope, as delivered: what the server was asked to deliver to, not what the To header claims.
  const next = (to: string) => received.find((item) => !item.taken && item.recipients.includes(to));

  // The shop's first mail starts its mail thread (tsx in a worker, when run from the sources): more
  // than 5 s when other suites share the two cores.
  async function waitForMail(to: string, timeoutMs = 15_000): Promise<ParsedMail> {
    const address = to.toLowerCase();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = next(address);
      if (found) {
        found.taken = true;
        return found.mail;
      }
      if (Date.now() > deadline) {
        const seen = received.flatMap((item) => item.recipients).join(', ') || 'none';
        throw new Error(`No mail for ${to} within ${timeoutMs} ms (mail arrived for: ${seen})`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    async waitForMailAbout(to, about) {
      for (;;) {
        const mail = await waitForMail(to);
        if (mail.subject?.includes(about)) return mail;
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
