/**
 * Every REST call of the player's API, typed once (DESIGN "HTTP API"): its method and path, the
 * TypeBox schemas of what it takes (path params, query, body) and the type of what it answers (the
 * envelope's `data`). The server registers each route from its row (`restRoute`: the schemas validate
 * and document it), and the web's `apiCall` takes a row's key and returns its answer's type, so a
 * handler that answers another shape, or a page that reads one, does not compile; a key that is not a
 * row does not compile on either side. A test compares the rows with the running server's routes.
 *
 * Each domain writes its rows in `rest/<domain>.calls.ts`; calls not yet in the table still go
 * through the untyped `apiRequest`.
 */
import type { Static, TSchema } from 'typebox';
import type { CallSchemas } from './rest/call.ts';
import { gamesCalls } from './rest/games.calls.ts';
import { promoCalls } from './rest/promo.calls.ts';
import { referralCalls } from './rest/referral.calls.ts';
import { siteCalls } from './rest/site.calls.ts';
import { vipCalls } from './rest/vip.calls.ts';

export { restCall, type CallSchemas, type Page, type RestCall } from './rest/call.ts';

export const restCalls = { ...promoCalls, ...vipCalls, ...referralCalls, ...gamesCalls, ...siteCalls } as const;

export type RestCalls = typeof restCalls;
export type RestKey = keyof RestCalls;
export type { RestMethod } from './rest-path.ts';

type SchemaOf<K extends RestKey, F extends keyof CallSchemas> = RestCalls[K] extends { readonly [P in F]: infer S extends TSchema }
  ? Static<S>
  : undefined;
export type ParamsOf<K extends RestKey> = SchemaOf<K, 'params'>;
export type QueryOf<K extends RestKey> = SchemaOf<K, 'query'>;
export type BodyOf<K extends RestKey> = SchemaOf<K, 'body'>;
export type AnswerOf<K extends RestKey> = RestCalls[K] extends { readonly answer: (answer: infer A) => void } ? A : never;

export { fillPath, splitKey } from './rest-path.ts';
