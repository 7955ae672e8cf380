/** Copies text and reports the outcome with the SPEC §8 copy toasts. */
import { clientMessages } from '@kasino/shared/errors/catalogue';
import { notify } from './toast.ts';

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
    } else {
      // Fallback for plain-http origins where the async clipboard API is missing.
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      const ok = document.execCommand('copy');
      area.remove();
      if (!ok) throw new Error('copy refused');
    }
    notify.success(clientMessages.copied);
    return true;
  } catch {
    notify.error(clientMessages.copyFailed);
    return false;
  }
}
