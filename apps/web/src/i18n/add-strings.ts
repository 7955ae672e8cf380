/** Adds a screen's own strings when its chunk loads (see IdResources in id.ts); adding twice is harmless. */
import i18next from 'i18next';
import { defaultNS } from './index.ts';

export function addStrings(part: Record<string, unknown>): void {
  i18next.addResourceBundle('id', defaultNS, part, true, false);
}
