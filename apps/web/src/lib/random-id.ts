/** Random identifiers for the client id and per-request ids (works outside secure contexts too). */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

const CLIENT_ID_KEY = 'clientId';

let cachedClientId: string | null = null;

/** A random id per browser, kept in localStorage and sent as X-Client-Id and in the websocket setup. */
export function getClientId(): string {
  if (cachedClientId) return cachedClientId;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CLIENT_ID_KEY);
  } catch {
    // Storage can be blocked (private mode); a per-tab id is still better than none.
  }
  if (!stored || !/^[0-9a-f]{32}$/.test(stored)) {
    stored = randomHex(16);
    try {
      localStorage.setItem(CLIENT_ID_KEY, stored);
    } catch {
      /* see above */
    }
  }
  cachedClientId = stored;
  return stored;
}

/** A fresh id for one REST request (SPEC §7 request_id). */
export const newRequestId = (): string => randomHex(8);
