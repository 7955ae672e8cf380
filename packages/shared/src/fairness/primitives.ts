/**
 * Fairness primitives of FAIRNESS.md: SHA-256 and HMAC-SHA256 over UTF-8 text with lowercase hex out,
 * `chunk` (the k-th 6-hex-digit integer) and exact integer forms of `floor(f × n)`.
 * Synchronous and pure, so the server, the game screens and the verify page share them.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** sha256 of UTF-8 text, lowercase hex. Seeds are hashed as their 64-character hex TEXT. */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** HMAC-SHA256 keyed by UTF-8 text, lowercase hex. */
export const hmacHex = (key: string, message: string): string => bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));

/** 2^24: the size of a chunk's range. */
export const CHUNK_RANGE = 0x1000000;
export const CHUNK_MAX = 0xffffff;

/** `chunk(hex, k) = parseInt(hex.slice(6k, 6k + 6), 16)`. */
export function chunk(hex: string, k: number): number {
  const part = hex.slice(6 * k, 6 * k + 6);
  if (part.length !== 6) throw new RangeError(`chunk ${k} is beyond the ${hex.length}-character hex`);
  return parseInt(part, 16);
}

/** `f(hex, k) = chunk / 2^24`, in [0, 1). For display only; results use the exact forms. */
export const fraction = (hex: string, k: number): number => chunk(hex, k) / CHUNK_RANGE;

/** Exact `floor(f(hex, k) × n)` = `floor(chunk × n / 2^24)`: an index in [0, n). */
export function indexOf(hex: string, k: number, n: number): number {
  return Number((BigInt(chunk(hex, k)) * BigInt(n)) >> 24n);
}

/** A seed is 64 lowercase hex characters. */
export const isSeed = (text: string): boolean => /^[0-9a-f]{64}$/.test(text);

/** Client seeds: 1-64 printable ASCII characters. */
export const isClientSeed = (text: string): boolean => /^[\x20-\x7e]{1,64}$/.test(text);

/** Formats an integer count of hundredths (or ten-thousandths) as a fixed decimal string. */
export function fixed(value: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = value / scale;
  const frac = (value % scale).toString().padStart(decimals, '0');
  return decimals ? `${whole}.${frac}` : `${whole}`;
}
