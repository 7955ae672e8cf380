/**
 * The leader's crash loop, every 100 ms: launches a prepared round at its start time, pushes the
 * flight's "rate|time" and pays the auto cash-outs it reaches, crashes the flight at its committed
 * time, then schedules the next round (the queued one that took bets during the flight) with a fresh
 * preparation. A new leader picks up wherever the rounds are: all of it is in the database.
 */
import { maskName } from '@kasino/shared/games';
import { crashRateX100 } from '@kasino/shared/fairness/games/crash';
import { fixed } from '@kasino/shared/fairness/primitives';
import { toWireAmount } from '@kasino/shared/money';
import { crashTopics } from '@kasino/shared/protocol/ws-topics';
import type { TopicPublisher } from '../../../platform/realtime/event-bus.ts';
import { num } from '../../../platform/db/database.ts';
import type { RoundBetRow, RoundRow } from '../round.service.ts';
import type { CrashService } from './crash.service.ts';

export class CrashEngine {
  readonly key = 'crash';
  readonly intervalMs = 100;

  constructor(
    private readonly crash: CrashService,
    private readonly publish: TopicPublisher,
    private readonly nameOf: (userId: number) => Promise<string | null>,
    private readonly now: () => number = Date.now,
  ) {}

  async tick(epoch: number): Promise<void> {
    const now = this.now();
    const { active, queued } = await this.crash.live();
    let next = queued;
    for (const round of active) {
      if (round.status === 'betting' && now >= num(round.start_at)) {
        await this.crash.launch(epoch, round);
        // Bets placed from now on wait for the round after this flight.
        next ??= await this.crash.create(epoch, null);
      } else if (round.status === 'closed' && now >= num(round.end_at)) {
        await this.land(epoch, round);
        next = await this.prepare(epoch, next, now);
      } else if (round.status === 'closed') {
        const elapsed = now - num(round.start_at);
        const rate = crashRateX100(elapsed, this.crash.timing.growth);
        await this.publish(crashTopics.data, `${fixed(rate, 2)}|${elapsed}`);
        for (const bet of await this.crash.autoCashOuts(round, rate)) await this.announceEscape(bet);
      }
    }
    if (active.length === 0) await this.prepare(epoch, next, now);
  }

  private async land(epoch: number, round: RoundRow): Promise<void> {
    const settled = await this.crash.crash(epoch, round);
    for (const bet of settled.filter((b) => b.payout > 0n)) await this.announceEscape(bet);
    const chain = await this.crash.targetX100(round);
    await this.publish(crashTopics.end, {
      roundId: round.id,
      status: 'SQUIB',
      target: fixed(chain, 2),
      endTime: num(round.end_at),
      ...(await this.reveal(round)),
    });
  }

  /** Schedules the queued round (or a new one) to fly after a fresh preparation. */
  private async prepare(epoch: number, queued: RoundRow | undefined, now: number): Promise<undefined> {
    const round = queued
      ? await this.crash.schedule(epoch, queued, now + this.crash.timing.prepMs)
      : await this.crash.create(epoch, now + this.crash.timing.prepMs);
    await this.publish(crashTopics.start, {
      roundId: round.id,
      status: 'PREPARATION',
      startTime: num(round.start_at),
      serverSeedHash: round.server_seed_hash,
    });
    return undefined;
  }

  private async reveal(round: RoundRow) {
    return this.crash.revealed(round);
  }

  async announceEscape(bet: RoundBetRow): Promise<void> {
    await this.publish(crashTopics.escapeInfo, {
      roundId: bet.round_id,
      user: maskName(await this.nameOf(num(bet.user_id))),
      rate: bet.multiplier,
      winAmount: toWireAmount(bet.payout),
    });
  }
}
