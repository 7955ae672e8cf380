// Typed translation keys: t('auth.loginTitle') is checked against i18n/id.ts.
import 'i18next';
import type { IdResources } from './id.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: IdResources };
  }
}
