/**
 * Hash chains for multiplayer rounds: s_(i−1) = sha256(s_i); round i uses seed s_i, published before
 * only as its hash s_(i−1); roundHash = hmac(s_i, salt).
 */
import { hmacHex, sha256Hex } from './primitives.ts';

/** Builds the chain [s_0 … s_N] from the last seed s_N; s_0 is the commitment. */
export function buildChain(lastSeed: string, length: number): string[] {
  const seeds = new Array<string>(length + 1);
  seeds[length] = lastSeed;
  for (let i = length; i > 0; i--) seeds[i - 1] = sha256Hex(seeds[i] as string);
  return seeds;
}

export const roundHashOf = (serverSeed: string, salt: string): string => hmacHex(serverSeed, salt);

/** Checks that a revealed seed walks back to the commitment within `maxSteps`. */
export function walksBackTo(seed: string, commitment: string, maxSteps: number): number | null {
  let current = seed;
  for (let step = 0; step <= maxSteps; step++) {
    if (current === commitment) return step;
    current = sha256Hex(current);
  }
  return null;
}
