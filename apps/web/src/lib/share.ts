/** How sharing a link ended: the phone's share sheet, the clipboard, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Copies a link to the clipboard; false when the browser does not let the page. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

/** The Web Share API when the browser has it, else the link is copied to the clipboard. */
export async function shareLink({ title, url }: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyLink(url)) ? 'copied' : 'failed';
}
