/**
 * The test clock (`TEST_CLOCK=1`, never in production: loadConfig refuses it there). Every part of the
 * server reads time through the platform's `now`; with the test clock on, `now` is the real time plus
 * an offset that an operator moves with `POST /ops/test-clock` — so a staging site, a simulation or a
 * browser test can live through a promotion's 3-day claim window, a WIB midnight or a Thursday 16:00
 * without waiting. Time only moves forward: a clock turned back would let a deadline pass twice.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { requireOps } from '../http/ops-guard.ts';

export class TestClock {
  private offsetMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  readonly now = (): number => this.base() + this.offsetMs;

  /** Moves the clock forward by `ms` (≥ 0); answers the new offset. */
  advance(ms: number): number {
    if (!Number.isInteger(ms) || ms < 0) throw AppError.invalid('advanceMs', 'hanya maju');
    this.offsetMs += ms;
    return this.offsetMs;
  }

  get offset(): number {
    return this.offsetMs;
  }
}

export function registerTestClockRoutes(app: FastifyInstance, clock: TestClock, opsToken: string | null): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireOps(opsToken);
  const view = () => ({ now: clock.now(), offsetMs: clock.offset });
  api.get('/ops/test-clock', { onRequest, schema: { tags: ['ops'], summary: 'Jam uji: waktu server dan selisihnya' } }, () => ok(view()));
  api.post(
    '/ops/test-clock',
    {
      onRequest,
      schema: {
        tags: ['ops'],
        summary: 'Jam uji: majukan waktu server',
        body: Type.Object({ advanceMs: Type.Integer({ minimum: 0, maximum: 366 * 86_400_000 }) }, { additionalProperties: false }),
      },
    },
    (request) => {
      clock.advance(request.body.advanceMs);
      return ok(view());
    },
  );
}
