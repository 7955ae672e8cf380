/**
 * The i18next calls the app makes, in about a kilobyte (the browser build aliases `i18next` here; types
 * still come from i18next, so every t() key is checked against id.ts). Kasino speaks Indonesian only:
 * one language, one namespace, `{{name}}` interpolation with no escaping (React escapes), no plurals
 * (Indonesian has none; `count` is a value like any other), a missing key answers itself, and a screen's
 * strings join the dictionary when its chunk loads (addResourceBundle, without overwriting).
 */
type Tree = { [key: string]: string | Tree };

const dictionary: Tree = {};

function merge(into: Tree, part: Tree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(part)) {
    const current = into[key];
    if (typeof value === 'object' && value !== null) {
      if (typeof current !== 'object') into[key] = {};
      merge(into[key] as Tree, value, overwrite);
    } else if (current === undefined || overwrite) into[key] = value;
  }
}

function lookup(key: string): string | undefined {
  let node: string | Tree | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `section.key` → its text with `{{name}}` filled in; a value not given keeps its placeholder, as i18next does. */
export function t(key: string, values?: Record<string, unknown>): string {
  const text = lookup(key);
  if (text === undefined) return key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}

export interface LiteI18next {
  language: string;
  use(plugin?: unknown): LiteI18next;
  init(options: { resources?: Record<string, Record<string, Tree>>; defaultNS?: string }): Promise<typeof t>;
  addResourceBundle(lng: string, ns: string, part: Tree, deep?: boolean, overwrite?: boolean): LiteI18next;
  t: typeof t;
}

const i18next: LiteI18next = {
  language: 'id',
  use: () => i18next,
  init(options) {
    for (const namespaces of Object.values(options.resources ?? {}))
      for (const tree of Object.values(namespaces)) merge(dictionary, tree, true);
    return Promise.resolve(t);
  },
  addResourceBundle(_lng, _ns, part, _deep, overwrite = false) {
    merge(dictionary, part, overwrite);
    return i18next;
  },
  t,
};

export default i18next;
