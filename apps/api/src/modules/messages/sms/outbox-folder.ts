import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutgoingSms, SmsGateway } from './gateway';
import { smsCost } from './parts';

/** What a file of the SMS outbox holds: one message, as a phone would receive it. */
export type SmsFile = { to: string; text: string; encoding: string; parts: number; at: string };

/**
 * Without a provider, each SMS is written to the outbox folder (DATA_DIR/outbox/sms) as a JSON
 * file, so phone verification and order messages can be tried on a machine with no gateway.
 */
export function outboxFolderGateway(folder: string): SmsGateway {
  return {
    name: 'the SMS outbox folder',
    async send(sms: OutgoingSms) {
      const at = new Date();
      const { encoding, parts } = smsCost(sms.text);
      const content = JSON.stringify({
        to: sms.to,
        text: sms.text,
        encoding,
        parts,
        at: at.toISOString(),
      } satisfies SmsFile);
      // A name that sorts by time and works on every file system (no `:`).
      const file = path.join(
        folder,
        `${at.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.json`,
      );
      // Write then rename, so a reader watching for *.json never sees half a message.
      const partial = `${file}.partial`;
      try {
        await writeFile(partial, content);
      } catch (error) {
        // The folder is made by the first message (or again, if it was removed), not checked by each.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(folder, { recursive: true });
        await writeFile(partial, content);
      }
      await rename(partial, file);
      return path.basename(file);
    },
  };
}
