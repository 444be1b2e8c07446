import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The shop of the journeys has no SMTP server: its mail is written here as .eml files. */
const outbox = () => path.join(process.env.HAAT_E2E_DATA_DIR ?? '', 'outbox');

async function mailsTo(address: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = (await readdir(outbox())).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(
    files.map(async (file) => simpleParser(await readFile(path.join(outbox(), file)))),
  );
  return mails.filter((mail) =>
    [mail.to]
      .flat()
      .some((to) => to?.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase())),
  );
}

/**
 * The link of the newest mail to `address` that opens `page` (such as /verify-email), waiting
 * for it to be written: the shop sends mail in the background.
 */
export async function linkInMail(address: string, page: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const texts = (await mailsTo(address)).map((mail) => mail.text ?? '').reverse();
        link = texts
          .map((text) => text.match(new RegExp(`https?://\\S+${page}\\?token=[\\w-]+`))?.[0])
          .find(Boolean);
        return link;
      },
      { message: `a mail to ${address} with a link to ${page}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/** The path and query of a link, to open on the shop the journeys run against. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The newest mail to `address` whose subject holds `subject`, waiting for it to be written. */
export async function mailAbout(address: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).reverse().find((mail) => mail.subject?.includes(subject));
        return found;
      },
      { message: `a mail to ${address} about ${subject}`, timeout: 15_000 },
    )
    .toBeTruthy();
  if (!found) throw new Error('unreachable');
  return found;
}
