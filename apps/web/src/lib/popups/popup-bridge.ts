/**
 * Opening a popup from outside React (an auth failure in the API client). The popup host registers
 * the opener; requests made before it mounts are replayed.
 */
import type { PopupKey } from './popup-keys.ts';

type Opener = (key: PopupKey) => void;

let opener: Opener | null = null;
const waiting: PopupKey[] = [];

export function registerPopupOpener(next: Opener): () => void {
  opener = next;
  for (const key of waiting.splice(0)) next(key);
  return () => {
    if (opener === next) opener = null;
  };
}

export function openPopupFromOutside(key: PopupKey): void {
  if (opener) opener(key);
  else if (!waiting.includes(key)) waiting.push(key);
}
