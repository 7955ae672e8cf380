/**
 * The popup stack of SPEC §2 lives in the `z` query parameter, keys joined by `_`
 * (`?z=sidebar_search`). These are the pure helpers; the table says what each key shows.
 */

/** Every popup the app knows, in no particular order. */
export const popupKeys = [
  'login',
  'register',
  'fastRegister',
  'spreadRegister',
  'reset',
  'logout',
  'sidebar',
  'search',
  'withdrawPending',
  'checkIn',
  'promo',
] as const;
export type PopupKey = (typeof popupKeys)[number];

/** Popups only a logged-in player may open (a visitor gets the login popup, with the wish stored). */
export const loginOnlyPopupKeys: ReadonlySet<PopupKey> = new Set<PopupKey>(['logout', 'withdrawPending', 'checkIn', 'promo']);

/** Popups that are part of logging in: closing the last of them forgets the stored wish. */
export const authPopupKeys: ReadonlySet<PopupKey> = new Set<PopupKey>(['login', 'register', 'fastRegister', 'spreadRegister', 'reset']);

export const POPUP_PARAM = 'z';
const SEPARATOR = '_';

export const isPopupKey = (value: string): value is PopupKey => (popupKeys as readonly string[]).includes(value);

/** `"sidebar_search"` → `['sidebar', 'search']`; unknown and repeated keys are dropped. */
export function parsePopupStack(value: string | null): PopupKey[] {
  if (!value) return [];
  const stack: PopupKey[] = [];
  for (const part of value.split(SEPARATOR)) if (isPopupKey(part) && !stack.includes(part)) stack.push(part);
  return stack;
}

export const serializePopupStack = (stack: readonly PopupKey[]): string => stack.join(SEPARATOR);

/** The query string with `z` set to the stack (or removed when empty), other parameters kept. */
export function searchWithStack(search: string, stack: readonly PopupKey[]): string {
  const params = new URLSearchParams(search);
  if (stack.length > 0) params.set(POPUP_PARAM, serializePopupStack(stack));
  else params.delete(POPUP_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A path with the popup parameter removed (stored wishes never reopen the login popup). */
export function withoutPopups(pathname: string, search: string, hash = ''): string {
  return pathname + searchWithStack(search, []) + hash;
}
