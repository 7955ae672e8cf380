/**
 * Reproduces every published vector (vectors.json, computed by an independent implementation).
 */
import { describe, expect, it } from 'vitest';
import { parseAmount, toWireAmount } from '../money.ts';
import { buildChain, roundHashOf } from './chain.ts';
import { hiloMultiplierX100, replayHilo, type HiloGuess } from './games/hilo.ts';
import { mineTiles, minesMultiplier } from './games/mines.ts';
import { playRoller } from './games/roller.ts';
import {
  crashTarget,
  dicePayX100,
  diceFaces,
  payX100,
  rouletteSlot,
  roulettePayX100,
  wingoPayX100,
  wingoResult,
  type RoulettePool,
  type WingoSelection,
} from './games/rounds.ts';
import { chunk, fixed, fraction, hmacHex, sha256Hex } from './primitives.ts';
import { BetStream } from './stream.ts';
import vectors from './vectors.json' with { type: 'json' };

type Vector = { id: string; game: string; input: Record<string, unknown>; expected: Record<string, unknown> };
const all = vectors as Vector[];
const of = (game: string) => all.filter((v) => v.game === game).map((v) => [v.id, v] as const);
const seeds = (i: Record<string, unknown>) => ({
  serverSeed: i.serverSeed as string,
  clientSeed: i.clientSeed as string,
  nonce: i.nonce as number,
});
const amount = (v: unknown) => parseAmount(v) as bigint;

describe('published fairness vectors', () => {
  it('has vectors for every game', () => {
    expect(new Set(all.map((v) => v.game))).toEqual(
      new Set(['primitive', 'stream', 'roller', 'hilo', 'mines', 'chain', 'round', 'crash', 'wingo', 'roulette', 'dice']),
    );
  });

  it.each(of('primitive'))('%s', (_id, v) => {
    const hex =
      v.input.sha256 !== undefined ? sha256Hex(v.input.sha256 as string) : hmacHex(v.input.hmacKey as string, v.input.hmacMsg as string);
    expect(hex).toBe(v.expected.hex);
  });

  it.each(of('stream'))('%s', (_id, v) => {
    const s = seeds(v.input);
    expect(BetStream.block(s, 0)).toBe(v.expected.D0);
    expect(BetStream.block(s, 1)).toBe(v.expected.D1);
    const hex = BetStream.block(s, 0) + BetStream.block(s, 1);
    const stream = new BetStream(s);
    for (const c of v.expected.chunks as Array<{ k: number; chunk: number; f: number }>) {
      expect(stream.chunk(c.k)).toBe(c.chunk);
      expect(chunk(hex, c.k)).toBe(c.chunk);
      expect(fraction(hex, c.k)).toBe(c.f);
    }
  });

  it.each(of('roller'))('%s', (_id, v) => {
    const outcome = playRoller(
      new BetStream(seeds(v.input)),
      { choose: v.input.choose as number, isHigher: v.input.isHigher as boolean },
      amount(v.input.amount),
    );
    if (v.expected.refused) {
      expect(outcome).toBeNull();
      return;
    }
    expect(outcome).not.toBeNull();
    expect({ result: outcome!.result, win: outcome!.win, multiplier: outcome!.multiplier, payout: toWireAmount(outcome!.payout) }).toEqual(
      v.expected,
    );
  });

  it.each(of('hilo'))('%s', (_id, v) => {
    if (v.input.odds) {
      expect(fixed(hiloMultiplierX100(v.input.odds as number[]), 2)).toBe(v.expected.multiplier);
      return;
    }
    const replay = replayHilo(new BetStream(seeds(v.input)), v.input.guesses as HiloGuess[]);
    expect({ cards: replay.cards, lost: replay.lost, correct: replay.correct, multiplier: replay.multiplier }).toEqual(v.expected);
  });

  it.each(of('mines'))('%s', (_id, v) => {
    if (v.input.serverSeed) expect(mineTiles(new BetStream(seeds(v.input)), v.input.mines as number)).toEqual(v.expected.mineTiles);
    else expect(minesMultiplier(v.input.mines as number, v.input.safePicks as number)).toBe(v.expected.multiplier);
  });

  it.each(of('chain'))('%s', (_id, v) => {
    const chain = buildChain(v.input.lastSeed as string, v.input.length as number);
    expect(chain).toEqual(v.expected.seeds);
    expect(chain[0]).toBe(v.expected.commitment);
  });

  it.each(of('round'))('%s', (_id, v) => {
    const h = roundHashOf(v.input.serverSeed as string, v.input.salt as string);
    expect({
      serverSeedHash: sha256Hex(v.input.serverSeed as string),
      roundHash: h,
      wingo: wingoResult(h),
      crashTarget: crashTarget(h),
      rouletteSlot: rouletteSlot(h),
      dice: diceFaces(h),
    }).toEqual(v.expected);
  });

  it.each(of('crash'))('%s', (_id, v) => {
    expect(crashTarget(v.input.roundHash as string)).toBe(v.expected.target);
  });

  it.each(of('wingo'))('%s', (_id, v) => {
    expect(toWireAmount(payX100(amount(v.input.amount), wingoPayX100(v.input.select as WingoSelection, v.input.result as number)))).toBe(
      v.expected.payout,
    );
  });

  it.each(of('roulette'))('%s', (_id, v) => {
    expect(toWireAmount(payX100(amount(v.input.amount), roulettePayX100(v.input.pool as RoulettePool, v.input.slot as number)))).toBe(
      v.expected.payout,
    );
  });

  it.each(of('dice'))('%s', (_id, v) => {
    expect(toWireAmount(payX100(amount(v.input.amount), dicePayX100(v.input.face as number, v.input.faces as number[])))).toBe(
      v.expected.payout,
    );
  });
});
