/**
 * The built-in sandbox game provider. It behaves like an outside provider that happens to run in
 * our process: its launch URL is its own page (`/sandbox-slot/{token}`), it keeps its own rounds
 * (`sandbox_slot_spins`, see sandbox-rounds.ts), and it moves money only by calling our
 * seamless-wallet API over HTTP with signed requests, exactly as a real provider would. A title
 * plays the demo of its catalogue category (sandbox-demo.kinds.ts): the fruit slot here, baccarat,
 * fishing and the sportsbook in sandbox-demos.ts.
 */
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import type { SlotCategory } from '@kasino/shared/protocol/slots';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { GameProviderAdapter, LaunchRequest } from './provider-adapter.ts';
import { demoKindOf, demoMaxMultiplier, demosPublishedRtp } from './sandbox-demo.kinds.ts';
import { SandboxDemos } from './sandbox-demos.ts';
import { SandboxRounds } from './sandbox-rounds.ts';
import { lines, sandboxBets, spin, symbols } from './sandbox-slot.rules.ts';
import { SandboxWalletClient } from './sandbox-wallet-client.ts';
import { verifyWalletCall } from './wallet-signature.ts';

export interface SandboxSlotOptions {
  readonly secret: string;
  /** Base URL of the Kasino wallet API (this server, once it listens). */
  readonly walletBase: () => string | null;
  readonly db: Kysely<Database>;
  /** A title's catalogue category, which picks its demo (null when unknown). */
  readonly categoryOf: (gameId: string) => SlotCategory | null;
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

export class SandboxSlotProvider implements GameProviderAdapter {
  readonly name = 'sandbox';
  /** The best return of any bet in any demo (what reconciliation may expect at most). */
  readonly publishedRtp = demosPublishedRtp();
  /** Baccarat, fishing and the sportsbook. */
  readonly demos: SandboxDemos;
  private readonly now: () => number;
  private readonly wallet: SandboxWalletClient;
  private readonly rounds: SandboxRounds;

  constructor(private readonly options: SandboxSlotOptions) {
    this.now = options.now ?? Date.now;
    this.wallet = new SandboxWalletClient(this.name, options.secret, options.walletBase, this.now);
    this.rounds = new SandboxRounds(options.db, this.wallet, options.secret, this.now);
    this.demos = new SandboxDemos(this.rounds, this.wallet, options.categoryOf);
  }

  async launchUrl(request: LaunchRequest): Promise<string> {
    return `/sandbox-slot/${encodeURIComponent(request.sessionToken)}?game=${encodeURIComponent(request.gameId)}&lang=${request.language}`;
  }

  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean {
    return verifyWalletCall(this.options.secret, rawBody, headers, this.now());
  }

  /** A title's cap is the most its demo can pay (an unknown title plays the slot). */
  maxMultiplier(gameId: string): number {
    return demoMaxMultiplier[demoKindOf(this.options.categoryOf(gameId))];
  }

  /** The slot page's first call: who is playing and with what balance (through `authenticate`). */
  async state(token: string) {
    const reply = await this.wallet.call('authenticate', { sessionToken: token });
    return {
      balance: reply.balance,
      currency: reply.currency,
      bets: sandboxBets.map(toWireAmount),
      lines: lines.length,
      symbols: symbols.map((s) => ({ id: s.id, pays: s.pays })),
      paylines: lines,
      serverSeedHash: this.rounds.seedHash(token),
    };
  }

  /** One spin: the next round of the session, its reels, the bet debited and the win credited (0 closes a lost round). */
  async spin(token: string, gameId: string, betInput: string): Promise<SpinView> {
    const bet = parseAmount(betInput);
    if (bet === null || !sandboxBets.some((b) => b === bet)) throw AppError.invalid('bet', 'pilih taruhan dari daftar');
    const played = await this.rounds.play({
      token,
      gameId,
      round: null,
      stake: bet,
      bet: {},
      outcome: (stream) => {
        const result = spin(stream, bet);
        const wins = result.wins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count, pay: toWireAmount(w.pay) }));
        return { win: result.win, result: { grid: result.grid, wins } };
      },
    });
    return {
      nonce: played.round,
      bet: toWireAmount(bet),
      win: toWireAmount(played.win),
      grid: played.result.grid,
      wins: played.result.wins,
      balance: played.balance,
      currency: played.currency,
      serverSeedHash: this.rounds.seedHash(token),
    };
  }
}
