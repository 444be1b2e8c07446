import { existsSync } from 'node:fs';

/**
 * The Chromium the journeys run in: CHROME_PATH when set, else Debian's headless shell (the same
 * Blink without the browser's window and profile machinery: about half the CPU time per journey on
 * two cores), else Debian's full Chromium. Playwright cannot download its own browsers here.
 */
export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const headlessShell = '/usr/bin/chromium-headless-shell';
  return existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';
}
