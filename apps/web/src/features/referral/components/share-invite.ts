/** Shares the invite link with the phone's share sheet where there is one, else copies it (with the copy toast). */
import { copyText } from '../../../lib/clipboard.ts';

export async function shareInvite(link: string, title: string, text: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url: link });
      return;
    } catch (error) {
      // The player closed the sheet: nothing to do. Any other refusal falls back to the copy.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyText(link);
}
