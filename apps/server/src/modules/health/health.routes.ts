/**
 * Health for load balancers and operators: database and Redis reachability, which node leads the rounds.
 */
import type { FastifyInstance } from 'fastify';
import { HealthView } from '@kasino/shared/protocol/rest';

export interface HealthSource {
  nodeId: string;
  startedAt: number;
  draining(): boolean;
  leader(): { leader: boolean; epoch: number };
  db(): Promise<boolean>;
  redis(): Promise<boolean | null>;
  now(): number;
}

export function registerHealthRoutes(app: FastifyInstance, source: HealthSource): void {
  app.get(
    '/health',
    { schema: { tags: ['ops'], summary: 'Kesehatan node', response: { 200: HealthView, 503: HealthView } } },
    async (_request, reply) => {
      const [db, redis] = await Promise.all([source.db(), source.redis()]);
      const degraded = !db || redis === false;
      const status = source.draining() ? 'draining' : degraded ? 'degraded' : 'ok';
      const { leader, epoch } = source.leader();
      reply.status(status === 'ok' ? 200 : 503);
      return {
        status,
        node: source.nodeId,
        leader,
        epoch,
        db: db ? 'up' : 'down',
        redis: redis === null ? 'not configured' : redis ? 'up' : 'down',
        uptimeMs: source.now() - source.startedAt,
      } as const;
    },
  );
}
