/**
 * Registers a route from its row of the shared REST table (`@kasino/shared/protocol/rest-calls`):
 * method, path and schemas come from the row, so validation and the OpenAPI document follow it, and
 * the handler must answer the row's type in the success envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  restCalls,
  splitKey,
  type AnswerOf,
  type CallSchemas,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type RestKey,
} from '@kasino/shared/protocol/rest-calls';

export type RestRequest<K extends RestKey> = FastifyRequest<{ Params: ParamsOf<K>; Querystring: QueryOf<K>; Body: BodyOf<K> }>;

export interface RestRouteOptions {
  readonly summary: string;
  readonly tags: string[];
  readonly onRequest?: onRequestHookHandler | onRequestHookHandler[];
}

export function restRoute<K extends RestKey>(
  app: FastifyInstance,
  key: K,
  options: RestRouteOptions,
  handler: (request: RestRequest<K>, reply: FastifyReply) => Promise<{ code: 200; msg: 'success'; data: AnswerOf<K> }>,
): void {
  const { method, path } = splitKey(key);
  const row = restCalls[key] as CallSchemas;
  app.route({
    method,
    url: path,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    schema: {
      tags: options.tags,
      summary: options.summary,
      ...(row.params ? { params: row.params } : {}),
      ...(row.query ? { querystring: row.query } : {}),
      ...(row.body ? { body: row.body } : {}),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
