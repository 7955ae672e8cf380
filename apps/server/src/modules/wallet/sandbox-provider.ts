/**
 * The built-in sandbox gateway: it "takes" a payment and confirms it through the same signed webhook
 * a real gateway would call, over HTTP, about a second later, so the demo works end to end with no
 * outside service. Amounts whose rupiah end in 13 (e.g. Rp 10.013) fail, to show the failed state.
 * The webhook is `POST /main/pay/webhook/sandbox` with `X-Sandbox-Signature: hmac-sha256(secret,
 * "<timestamp>.<body>")` and `X-Sandbox-Timestamp`; older than 5 minutes is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseAmount, toWireAmount, type Minor } from '@kasino/shared/money';
import type { PayInfo, PaymentEvent, PaymentProvider, PaymentRequest } from './payment-provider.ts';

const MAX_AGE_MS = 5 * 60_000;
const IDR_PER_USDT = 16_000n;

export interface SandboxOptions {
  readonly secret: string;
  readonly confirmAfterMs: number;
  /** Base URL of this server, known once it listens. */
  readonly webhookBase: () => string | null;
  readonly now?: () => number;
  readonly onError?: (error: unknown) => void;
}

/** Signs a webhook body the way the sandbox gateway does (tests use it to forge and to replay). */
export function signSandboxWebhook(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The outcome the sandbox decides for an amount. */
export const sandboxOutcome = (amount: Minor): 'paid' | 'failed' => ((amount / 100n) % 100n === 13n ? 'failed' : 'paid');

/** Deliveries of one webhook at most, the first retry after 250 ms, then doubling (about 16 s in all). */
const WEBHOOK_TRIES = 7;
const WEBHOOK_RETRY_MS = 250;

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly now: () => number;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: SandboxOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The sandbox confirms after its configured delay, never sooner. */
  get minConfirmMs(): number {
    return this.options.confirmAfterMs;
  }

  async createPayment(request: PaymentRequest): Promise<{ providerRef: string; payInfo: PayInfo }> {
    const providerRef = `SBX-${randomBytes(6).toString('hex').toUpperCase()}`;
    this.scheduleConfirmation(
      { orderId: request.orderId, providerRef, status: sandboxOutcome(request.amount), amount: request.amount },
      this.options.confirmAfterMs,
    );
    return { providerRef, payInfo: payInfoFor(request) };
  }

  /**
   * Sends the gateway's webhook after `delayMs`; also used to re-send for orders left pending by a restart.
   * Like a real gateway it tries again when the answer is not ok (a busy server, a restart), with a growing
   * wait, so one refused delivery does not leave the order pending; the handler is idempotent per order.
   */
  scheduleConfirmation(event: PaymentEvent, delayMs: number, attempt = 0): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.sendWebhook(event).catch((error: unknown) => {
        this.options.onError?.(error);
        if (attempt + 1 < WEBHOOK_TRIES) this.scheduleConfirmation(event, WEBHOOK_RETRY_MS * 2 ** attempt, attempt + 1);
      });
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async sendWebhook(event: PaymentEvent): Promise<void> {
    const base = this.options.webhookBase();
    if (!base) return;
    const body = JSON.stringify({
      orderId: event.orderId,
      providerRef: event.providerRef,
      status: event.status,
      amount: toWireAmount(event.amount),
    });
    const timestamp = this.now();
    const res = await fetch(`${base}/main/pay/webhook/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-timestamp': String(timestamp),
        'x-sandbox-signature': signSandboxWebhook(this.options.secret, timestamp, body),
      },
      body,
    });
    if (!res.ok) throw new Error(`sandbox webhook answered ${res.status}`);
  }

  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent | null {
    const signature = headers['x-sandbox-signature'];
    const timestamp = Number(headers['x-sandbox-timestamp']);
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature) || !Number.isSafeInteger(timestamp)) return null;
    if (Math.abs(this.now() - timestamp) > MAX_AGE_MS) return null;
    const expected = Buffer.from(signSandboxWebhook(this.options.secret, timestamp, rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
    let body: { orderId?: unknown; providerRef?: unknown; status?: unknown; amount?: unknown };
    try {
      body = JSON.parse(rawBody) as typeof body;
    } catch {
      return null;
    }
    const amount = parseAmount(body.amount);
    if (
      typeof body.orderId !== 'string' ||
      typeof body.providerRef !== 'string' ||
      (body.status !== 'paid' && body.status !== 'failed') ||
      amount === null
    )
      return null;
    return { orderId: body.orderId, providerRef: body.providerRef, status: body.status, amount };
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

function payInfoFor(request: PaymentRequest): PayInfo {
  const digits = (seed: string, length: number) => {
    let out = '';
    for (const ch of createHmac('sha256', 'sandbox').update(seed).digest('hex')) if (out.length < length && /\d/.test(ch)) out += ch;
    return out.padEnd(length, '7');
  };
  switch (request.channel) {
    case 'bank':
      return { kind: 'bank', bank: 'BCA', accountNumber: '8830' + digits(request.orderId, 6), holder: 'PT KASINO SANDBOX' };
    case 'va':
      return { kind: 'va', bank: 'BNI', vaNumber: '988' + String(request.userId).padStart(6, '0') + digits(request.orderId, 4) };
    case 'qris':
      return {
        kind: 'qris',
        merchant: 'KASINO SANDBOX',
        qrString: `00020101021226SANDBOX|${request.orderId}|${toWireAmount(request.amount)}|IDR`,
      };
    case 'usdt': {
      const cents = (request.amount * 100n) / (IDR_PER_USDT * 100n);
      return {
        kind: 'usdt',
        network: 'TRC20',
        address: 'TSbx' + digits(request.orderId, 30),
        usdtAmount: `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`,
      };
    }
  }
}
