/** i18next set up once, synchronously, with the bundled Indonesian resources. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { id } from './id.ts';

export const defaultNS = 'translation';

// init() with inline resources and initAsync:false completes synchronously, so the first render has text.
void i18next.use(initReactI18next).init({
  lng: 'id',
  fallbackLng: 'id',
  supportedLngs: ['id'],
  defaultNS,
  resources: { id: { [defaultNS]: id } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export default i18next;
