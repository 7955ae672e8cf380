/**
 * Signatures of seamless-wallet callbacks, the same scheme as the payment webhook: the provider
 * sends `X-Provider-Timestamp` (epoch ms) and `X-Provider-Signature: hex(hmac-sha256(secret,
 * "<timestamp>.<raw body>"))`. A call older or newer than 5 minutes is refused, so a captured call
 * cannot be replayed later (a replay inside the window is harmless: every call is idempotent).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-provider-signature';
export const TIMESTAMP_HEADER = 'x-provider-timestamp';
const MAX_SKEW_MS = 5 * 60_000;

/** Signs a callback body (the sandbox provider and tests use it). */
export function signWalletCall(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Headers of a signed callback. */
export function signedHeaders(secret: string, timestamp: number, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signWalletCall(secret, timestamp, body),
  };
}

/** Checks a callback's signature and freshness. */
export function verifyWalletCall(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now: number,
): boolean {
  const signature = headers[SIGNATURE_HEADER];
  const timestamp = Number(headers[TIMESTAMP_HEADER]);
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature) || !Number.isSafeInteger(timestamp)) return false;
  if (Math.abs(now - timestamp) > MAX_SKEW_MS) return false;
  return timingSafeEqual(Buffer.from(signWalletCall(secret, timestamp, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}
