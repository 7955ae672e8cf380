/**
 * The single-player stream: D(c) = hmac(serverSeed, clientSeed + ":" + nonce + ":" + c) for
 * c = 0, 1, 2 …, concatenated as hex. Chunks are read from the concatenation, so chunk 10 takes the
 * last 4 digits of D(0) and the first 2 of D(1), exactly as FAIRNESS.md defines it.
 */
import { chunk, hmacHex, indexOf } from './primitives.ts';

export interface SeedPair {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/** A lazily extended stream for one bet. */
export class BetStream {
  private hex = '';
  private blocks = 0;

  constructor(private readonly seeds: SeedPair) {}

  /** D(c) of FAIRNESS.md. */
  static block(seeds: SeedPair, c: number): string {
    return hmacHex(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${c}`);
  }

  private ensure(k: number): void {
    while (this.hex.length < 6 * k + 6) this.hex += BetStream.block(this.seeds, this.blocks++);
  }

  chunk(k: number): number {
    this.ensure(k);
    return chunk(this.hex, k);
  }

  /** Exact floor(f(stream, k) × n). */
  index(k: number, n: number): number {
    this.ensure(k);
    return indexOf(this.hex, k, n);
  }

  /** The hex consumed so far (for the verify page). */
  get consumed(): string {
    return this.hex;
  }
}
