/**
 * The method and path of a REST table key (`GET /main/promo/grant/:id`), apart from the table itself:
 * the web reads calls by key without bundling the table's schemas (and TypeBox) into the first load.
 */
export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `GET /main/promo/grant/:id` → GET, `/main/promo/grant/:id`. */
export function splitKey(key: string): { method: RestMethod; path: string } {
  const [method, path] = key.split(' ') as [RestMethod, string];
  return { method, path };
}

/** A path template filled with its params (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`path ${path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
