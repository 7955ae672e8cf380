/**
 * The built-in sandbox game provider. It behaves like an outside provider that happens to run in
 * our process: its launch URL is its own page (`/sandbox-slot/{token}`), it keeps its own rounds
 * (`sandbox_slot_spins`), and it moves money only by calling our seamless-wallet API over HTTP with
 * signed requests, exactly as a real provider would. Every catalogue title launches into its demo
 * slot. Each session has its own server seed (an HMAC of the session under the provider's secret),
 * and spin n of the session reads the fairness stream with nonce n.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BetStream } from '@kasino/shared/fairness/stream';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import type { WalletAction, WalletReply } from '@kasino/shared/protocol/slots';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation, num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { hashSessionToken } from './game-sessions.ts';
import type { GameProviderAdapter, LaunchRequest } from './provider-adapter.ts';
import { exactRtp, lines, maxWinMultiplier, sandboxBets, spin, symbols, type SpinResult } from './sandbox-slot.rules.ts';
import { signedHeaders, verifyWalletCall } from './wallet-signature.ts';

export interface SandboxSlotOptions {
  readonly secret: string;
  /** Base URL of the Kasino wallet API (this server, once it listens). */
  readonly walletBase: () => string | null;
  readonly db: Kysely<Database>;
  readonly now?: () => number;
}

/** What the demo page shows after a spin. */
export interface SpinView {
  nonce: number;
  bet: string;
  win: string;
  grid: number[][];
  wins: Array<{ line: number; symbol: number; count: number; pay: string }>;
  balance: string;
  currency: string;
  serverSeedHash: string;
}

/** An answer of our wallet API as the provider sees it: the envelope's code and data. */
type WalletAnswer = { code: number; msg: string; data?: WalletReply };

export class SandboxSlotProvider implements GameProviderAdapter {
  readonly name = 'sandbox';
  /** Every title plays the demo slot, whose exact return is known. */
  readonly publishedRtp = exactRtp();
  private readonly now: () => number;

  constructor(private readonly options: SandboxSlotOptions) {
    this.now = options.now ?? Date.now;
  }

  async launchUrl(request: LaunchRequest): Promise<string> {
    return `/sandbox-slot/${encodeURIComponent(request.sessionToken)}?game=${encodeURIComponent(request.gameId)}&lang=${request.language}`;
  }

  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean {
    return verifyWalletCall(this.options.secret, rawBody, headers, this.now());
  }

  /** Every title plays the demo slot, so every title's cap is the demo slot's own maximum. */
  maxMultiplier(_gameId: string): number {
    return maxWinMultiplier();
  }

  /** The page's first call: who is playing and with what balance (through `authenticate`). */
  async state(token: string) {
    const reply = await this.call('authenticate', { sessionToken: token });
    return {
      balance: reply.balance,
      currency: reply.currency,
      bets: sandboxBets.map(toWireAmount),
      lines: lines.length,
      symbols: symbols.map((s) => ({ id: s.id, pays: s.pays })),
      paylines: lines,
      serverSeedHash: sha256Hex(this.serverSeed(token)),
    };
  }

  /** One spin: take the next nonce, derive the reels, debit the bet, credit the win (0 closes a lost round). */
  async spin(token: string, gameId: string, betInput: string): Promise<SpinView> {
    const bet = parseAmount(betInput);
    if (bet === null || !sandboxBets.some((b) => b === bet)) throw AppError.invalid('bet', 'pilih taruhan dari daftar');
    const sessionHash = hashSessionToken(token);
    const serverSeed = this.serverSeed(token);
    const { nonce, result } = await this.reserveRound(sessionHash, serverSeed, bet);
    const roundId = `SBX-${sessionHash.slice(0, 12)}-${nonce}`;
    const base = { sessionToken: token, roundId, gameId };
    try {
      await this.call('debit', { ...base, txId: `${roundId}-bet`, amount: toWireAmount(bet) });
    } catch (error) {
      // The bet was refused (funds, limits, session): the round never happened, its nonce is free again.
      await this.options.db
        .deleteFrom('sandbox_slot_spins')
        .where('session_hash', '=', sessionHash)
        .where('nonce', '=', BigInt(nonce))
        .execute();
      throw error;
    }
    let credit: WalletReply;
    try {
      credit = await this.withRetry(() =>
        this.call('credit', { ...base, txId: `${roundId}-win`, debitTxId: `${roundId}-bet`, amount: toWireAmount(result.win) }),
      );
    } catch (error) {
      // The win was refused (e.g. the session ended between bet and win): the round is void and the
      // stake goes back, as a real provider would roll it back. A rollback the wallet refuses too is
      // left for reconciliation; the player sees the first refusal.
      if (error instanceof AppError)
        await this.call('rollback', { ...base, txId: `${roundId}-void`, refTxId: `${roundId}-bet` }).catch(() => undefined);
      throw error;
    }
    return {
      nonce,
      bet: toWireAmount(bet),
      win: toWireAmount(result.win),
      grid: result.grid,
      wins: result.wins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count, pay: toWireAmount(w.pay) })),
      balance: credit.balance,
      currency: credit.currency,
      serverSeedHash: sha256Hex(serverSeed),
    };
  }

  private serverSeed(token: string): string {
    return createHmac('sha256', this.options.secret)
      .update(`seed:${hashSessionToken(token)}`)
      .digest('hex');
  }

  /** The next nonce of the session, taken by inserting its row (two spins at once get two nonces). */
  private async reserveRound(sessionHash: string, serverSeed: string, bet: bigint): Promise<{ nonce: number; result: SpinResult }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const last = await this.options.db
        .selectFrom('sandbox_slot_spins')
        .select((eb) => eb.fn.max('nonce').as('n'))
        .where('session_hash', '=', sessionHash)
        .executeTakeFirst();
      const nonce = last?.n === null || last?.n === undefined ? 0 : num(last.n as bigint) + 1;
      const result = spin(new BetStream({ serverSeed, clientSeed: sessionHash.slice(0, 16), nonce }), bet);
      try {
        await this.options.db
          .insertInto('sandbox_slot_spins')
          .values({
            session_hash: sessionHash,
            nonce: BigInt(nonce),
            bet,
            win: result.win,
            result: JSON.stringify(result.grid),
            created_at: this.now(),
          })
          .execute();
        return { nonce, result };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError(667);
  }

  private async withRetry(call: () => Promise<WalletReply>): Promise<WalletReply> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        // A refusal is final; only a failure to reach the wallet is worth repeating (credits are idempotent).
        if (error instanceof AppError || attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  /** Calls our seamless-wallet API over HTTP, signed; a refusal comes back as the AppError it carried. */
  private async call(action: WalletAction, payload: Record<string, unknown>): Promise<WalletReply> {
    const base = this.options.walletBase();
    if (!base) throw new AppError(10006);
    const body = JSON.stringify(payload);
    const res = await fetch(`${base}/main/provider/${this.name}/wallet/${action}`, {
      method: 'POST',
      headers: signedHeaders(this.options.secret, this.now(), body),
      body,
    });
    const answer = (await res.json()) as WalletAnswer;
    if (answer.code !== 200 || !answer.data) throw new AppError(answer.code, answer.msg);
    return answer.data;
  }
}
