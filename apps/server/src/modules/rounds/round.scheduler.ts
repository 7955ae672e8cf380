/**
 * Runs the round games on the leading node: for each game, every tick settles the rounds whose end has
 * passed (publishing the result and each player's personal result) and opens the round of the current
 * slot (publishing its start). Every node serves bets and reads; only the leader changes round state,
 * and each of its transactions is fenced by its epoch. Pushes go through the event bus, so clients on
 * any node see every round.
 */
import { toWireAmount } from '@kasino/shared/money';
import { personalTopic } from '@kasino/shared/protocol/ws';
import type { WsTopic, WsTopicPayload } from '@kasino/shared/protocol/ws-topics';
import { num } from '../../platform/db/database.ts';
import { publishTopic, type EventBus } from '../../platform/realtime/event-bus.ts';
import { NotLeaderError, type Leadership } from '../../platform/leadership/leadership.ts';
import type { RoundGame } from './round-games.ts';
import type { RoundBetRow, RoundService } from './round.service.ts';

interface Log {
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
  info(obj: unknown, msg: string): void;
}

/** A game with its own loop (Crash), run on the leader beside the fixed-length rounds. */
export interface LeaderLoop {
  readonly key: string;
  readonly intervalMs: number;
  tick(epoch: number): Promise<void>;
}

export class RoundScheduler {
  private timers: NodeJS.Timeout[] = [];
  private readonly busy = new Set<string>();

  constructor(
    private readonly defs: readonly RoundGame[],
    private readonly rounds: RoundService,
    private readonly leadership: Leadership,
    private readonly bus: EventBus,
    private readonly log: Log,
    private readonly loops: readonly LeaderLoop[] = [],
  ) {}

  /** Follows the platform's leadership: runs the games while this node leads (campaigning is the platform's). */
  follow(leader: boolean): void {
    if (leader) this.run();
    else this.halt();
  }

  stop(): void {
    this.halt();
  }

  private run(): void {
    this.halt();
    this.log.info({ epoch: this.leadership.epoch }, 'leading the round games');
    for (const def of this.defs) {
      const tickMs = Math.max(20, Math.min(250, Math.floor(def.periodMs / 20)));
      const timer = setInterval(() => void this.tick(def), tickMs);
      timer.unref();
      this.timers.push(timer);
      void this.tick(def);
    }
    for (const loop of this.loops) {
      const timer = setInterval(() => void this.step(loop.key, () => loop.tick(this.leadership.epoch)), loop.intervalMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** Runs one step of a loop when this node leads and the previous step has finished. */
  private async step(key: string, work: () => Promise<void>): Promise<void> {
    if (!this.leadership.leader || this.busy.has(key)) return;
    this.busy.add(key);
    try {
      await work();
    } catch (err) {
      if (err instanceof NotLeaderError) {
        this.log.warn({ game: key }, 'lost the lead during a round step');
        this.halt();
      } else this.log.error({ err, game: key }, 'round step failed');
    } finally {
      this.busy.delete(key);
    }
  }

  private halt(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  /** One step of a fixed-length game: settle what has ended, open the current slot. */
  tick(def: RoundGame): Promise<void> {
    return this.step(def.key, async () => {
      const epoch = this.leadership.epoch;
      for (const round of await this.rounds.due(def)) {
        const settled = await this.rounds.settle(def, round.id, epoch);
        const ended = await this.rounds.byId(round.id);
        if (ended) await this.publish(def.topics.end, await this.rounds.roundView(ended, def));
        await this.publishResults(def, round.id, settled);
      }
      const opened = await this.rounds.openSlot(def, epoch);
      if (opened?.created) await this.publish(def.topics.start, await this.rounds.roundView(opened.round, def));
    });
  }

  /** Each player's result of the round, on their personal topic only. */
  private async publishResults(def: RoundGame, roundId: string, bets: RoundBetRow[]): Promise<void> {
    const byUser = new Map<number, RoundBetRow[]>();
    for (const bet of bets) byUser.set(num(bet.user_id), [...(byUser.get(num(bet.user_id)) ?? []), bet]);
    for (const [userId, own] of byUser) {
      const payout = own.reduce((sum, b) => sum + b.payout, 0n);
      await this.publish(personalTopic(def.topics.result, userId), {
        roundId,
        model: def.model,
        game: def.game,
        bets: own.map((b) => this.rounds.betView(b, def)),
        winAmount: toWireAmount(payout),
      });
    }
  }

  private publish<P extends WsTopic>(topic: P, data: WsTopicPayload<P>): Promise<void> {
    return publishTopic(this.bus, topic, data).catch((err: unknown) => this.log.warn({ err, topic }, 'round push failed'));
  }
}
