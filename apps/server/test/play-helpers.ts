/** Play as a client does, for tests that need settled bets and a repeatable chance. */
import { expect } from 'vitest';
import { WsClient } from './harness.ts';

/** Rp 10.000 Roller bets (1% edge: Rp 100 of theoretical revenue each), one after another. */
export async function playRoller(wsUrl: string, token: string, bets: number): Promise<void> {
  const ws = await WsClient.connect(wsUrl, { cookieToken: token });
  try {
    for (let i = 0; i < bets; i++) {
      const r = await ws.call('/ws/game/roller/startRound', { uuid: crypto.randomUUID(), amount: '10000', choose: 50000, isHigher: true });
      expect(r.code).toBe(200);
    }
  } finally {
    ws.close();
  }
}

/** A small deterministic generator, so a failing simulation can be replayed from its seed. */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
