/** react-i18next's hook over the lite i18next (see ./i18next.ts): the one language never changes, so `t` is stable. */
import i18next, { t } from './i18next.ts';

export const initReactI18next = { type: '3rdParty' as const, init: () => undefined };

const translation = { t, i18n: i18next, ready: true };

export function useTranslation(): typeof translation {
  return translation;
}
