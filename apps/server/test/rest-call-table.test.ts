/**
 * The shared REST table against a running server (as ws-call-table.test.ts does for the websocket):
 * every row is a registered route, documented with the row's own schemas (so it was registered from
 * the row, not beside it); and every player-facing route (`/main/*`) is a row, or one of the routes
 * still typed by hand that `legacy-rest-routes.ts` lists, a list that only shrinks: a new route must
 * be a row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restCalls, splitKey, type CallSchemas, type RestKey } from '@kasino/shared/protocol/rest-calls';
import { request, startTestServer, type TestServer } from './harness.ts';
import { legacyRestRoutes } from './legacy-rest-routes.ts';

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema: unknown; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
}

describe('the REST table and the server', () => {
  let t: TestServer;
  let documented: Map<string, OpenApiOperation>;
  beforeAll(async () => {
    t = await startTestServer('sqlite');
    const docs = await request<never>(t.url, 'GET', '/docs/json');
    const paths = (docs.body as unknown as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
    documented = new Map();
    for (const [openApiPath, methods] of Object.entries(paths))
      for (const [method, operation] of Object.entries(methods))
        if (method !== 'head') documented.set(`${method.toUpperCase()} ${openApiPath.replace(/\{([^}]+)\}/g, ':$1')}`, operation);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers every row, with the row’s params and body', () => {
    const keys = Object.keys(restCalls) as RestKey[];
    expect(keys.length).toBeGreaterThanOrEqual(20);
    for (const key of keys) {
      const operation = documented.get(key);
      expect(operation, key).toBeDefined();
      const row = restCalls[key] as CallSchemas;
      const pathParams = (operation!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const wanted = [...splitKey(key).path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      expect(pathParams.sort(), key).toEqual(wanted.sort());
      if (row.params) expect(Object.keys((row.params as { properties: object }).properties).sort(), key).toEqual(wanted.sort());
      const body = operation!.requestBody?.content['application/json']?.schema as { properties?: object } | undefined;
      expect(Object.keys(body?.properties ?? {}).sort(), key).toEqual(
        Object.keys((row.body as { properties?: object } | undefined)?.properties ?? {}).sort(),
      );
    }
  });

  it('has every player-facing route as a row, or on the shrinking list of routes typed by hand', () => {
    const rows = new Set<string>(Object.keys(restCalls));
    const legacy = new Set(legacyRestRoutes);
    const player = [...documented.keys()].filter((k) => / \/main\//.test(k));
    expect(player.filter((k) => !rows.has(k) && !legacy.has(k))).toEqual([]);
    // A route that became a row (or went away) leaves the list.
    expect(legacyRestRoutes.filter((k) => rows.has(k) || !documented.has(k))).toEqual([]);
  });
});
