/**
 * One bet history for every game (issue "One bet history for every game"): the page of a player's
 * bets across single-player, stepped, round, Crash and third-party play, and the detail of one bet with
 * what proves it. Owner only: another player's bet id is answered exactly like a missing one (20010).
 * Multiplier labels and outcomes are documented in packages/shared/src/protocol/history.ts.
 */
import { roundHashOf } from '@kasino/shared/fairness/chain';
import { chunk, fixed } from '@kasino/shared/fairness/primitives';
import { crashTargetX100 } from '@kasino/shared/fairness/games/rounds';
import { dingdongTable } from '@kasino/shared/fairness/games/dingdong';
import { singlePlayerGames, type GameId } from '@kasino/shared/games';
import { multiplierOf } from '@kasino/shared/games';
import { toWireAmount } from '@kasino/shared/money';
import {
  outcomeOf,
  THIRD_PARTY,
  type HistoryDetail,
  type HistoryPage,
  type HistoryRow,
  type InHouseHistoryRow,
  type MultiplierLabel,
  type ProviderHistoryRow,
  type ProviderTransactionView,
  type RoundHistoryRow,
} from '@kasino/shared/protocol/history';
import { wingoModels } from '@kasino/shared/protocol/rounds';
import { AppError } from '../../platform/http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import { roundGames } from '../rounds/round-games.ts';
import {
  providerRowId,
  type BetWithSeed,
  type HistoryQuery,
  type HistoryRepository,
  type HistorySource,
  type ProviderTx,
  type RoundBetWithRound,
} from '../bets/bets.ts';

const stepped: readonly string[] = ['hilo', 'mines', 'stairs'];
/** What a lost single-player bet's stored multiplier means, per game (others store 0.00, which is what they paid). */
const lossLabel: Partial<Record<GameId, MultiplierLabel>> = {
  roller: 'target',
  coinflip: 'target',
  colorwheel: 'target',
  eggs: 'drawn',
  cryptos: 'drawn',
};
const roundKeysOf = (game: string): string[] => (game === 'wingo' ? wingoModels.map((m) => `wingo:${m}`) : [game]);
/** The round formulas only (timing does not matter to a result). */
const roundDefs = roundGames(1);

export interface HistoryFilter {
  game?: GameId | typeof THIRD_PARTY;
  from?: number;
  to?: number;
  page: number;
  count: number;
}

export class HistoryService {
  private readonly repo: HistoryRepository;

  constructor(
    repo: HistoryRepository,
    /** A third-party title's display name. */
    private readonly gameName: (gameId: string) => string,
  ) {
    this.repo = repo;
  }

  private sourcesOf(game: HistoryFilter['game']): HistoryQuery['sources'] {
    if (!game) return { bet: undefined, round: undefined, provider: undefined };
    if (game === THIRD_PARTY) return { provider: undefined };
    if ((singlePlayerGames as readonly string[]).includes(game)) return { bet: [game] };
    return { round: roundKeysOf(game) };
  }

  async page(userId: number, f: HistoryFilter): Promise<HistoryPage> {
    const { keys, total } = await this.repo.page({
      userId,
      sources: this.sourcesOf(f.game),
      from: f.from,
      to: f.to,
      page: f.page,
      count: f.count,
    });
    const idsOf = (src: HistorySource) => keys.filter((k) => k.src === src).map((k) => k.id);
    const providerRounds = idsOf('provider').map(splitProviderId);
    const [bets, roundBets, txs] = await Promise.all([
      this.repo.bets(userId, idsOf('bet')),
      this.repo.roundBets(userId, idsOf('round')),
      this.repo.providerTransactions(userId, providerRounds),
    ]);
    const rows = new Map<string, HistoryRow>();
    for (const b of bets) rows.set(b.id, inHouseRow(b));
    for (const b of roundBets) rows.set(b.id, roundRow(b));
    for (const r of providerRounds) {
      const own = txs.filter((t) => t.provider === r.provider && t.round_id === r.roundId);
      if (own.length) rows.set(providerRowId(r.provider, r.roundId), this.providerRow(r.provider, r.roundId, own));
    }
    const list = keys.map((k) => rows.get(k.id)).filter((r): r is HistoryRow => r !== undefined);
    return { list, total, page: f.page, count: f.count };
  }

  async detail(userId: number, id: string): Promise<HistoryDetail> {
    if (id.includes(':')) {
      const r = splitProviderId(id);
      const txs = await this.repo.providerTransactions(userId, [r]);
      if (!txs.some((t) => t.kind === 'debit' && t.status !== 'cancelled')) throw new AppError(20010);
      return {
        kind: 'provider',
        row: this.providerRow(r.provider, r.roundId, txs),
        transactions: txs.map(
          (t): ProviderTransactionView => ({
            txId: t.tx_id,
            kind: t.kind as ProviderTransactionView['kind'],
            status: t.status as ProviderTransactionView['status'],
            amount: toWireAmount(t.amount),
            refTxId: t.ref_tx_id,
            createdAt: num(t.created_at),
          }),
        ),
      };
    }
    if (id.startsWith('B')) {
      const [bet] = await this.repo.bets(userId, [id]);
      if (!bet) throw new AppError(20010);
      const row = inHouseRow(bet);
      return { kind: row.kind, row };
    }
    const [bet] = await this.repo.roundBets(userId, [id]);
    if (!bet) throw new AppError(20010);
    const row = roundRow(bet);
    const round = await this.repo.round(bet.round_id);
    if (!round) throw new AppError(20010);
    // The seed is revealed once the round has ended (a Crash round in flight is 'closed' too, so only
    // settled or void rounds of Crash reveal), as the round screens do.
    const ended =
      round.status === 'settled' ||
      round.status === 'void' ||
      (round.game !== 'crash' && round.status === 'closed' && round.result !== null);
    const roundHash = ended ? roundHashOf(round.server_seed, round.salt) : null;
    let result: Record<string, unknown> | null = null;
    let rand: number[] | null = null;
    if (roundHash) {
      if (round.game === 'crash') {
        result = { target: fixed(crashTargetX100(roundHash), 2) };
        rand = [chunk(roundHash, 0)];
      } else {
        const outcome = roundDefs.find((d) => d.key === round.game)?.outcome(roundHash);
        result = outcome?.result ?? null;
        rand = outcome?.rand ?? null;
      }
    }
    const def = roundDefs.find((d) => d.key === round.game);
    return {
      kind: row.kind,
      row,
      round: {
        roundId: round.id,
        phaseNum: round.id,
        game: row.game,
        model: def?.model ?? null,
        status: round.status as RoundHistoryDetailStatus,
        startTime: num(round.start_at),
        closeTime: num(round.close_at),
        endTime: num(round.end_at),
        serverSeedHash: round.server_seed_hash,
        serverSeed: ended ? round.server_seed : null,
        roundHash,
        salt: ended ? round.salt : null,
        rand,
        result: round.status === 'void' ? null : result,
        chainId: String(round.chain_id),
        chainIndex: num(round.chain_index),
      },
    };
  }

  private providerRow(provider: string, roundId: string, txs: ProviderTx[]): ProviderHistoryRow {
    const debits = txs.filter((t) => t.kind === 'debit' && t.status !== 'cancelled');
    const kept = debits.filter((t) => t.status === 'ok');
    const credits = txs.filter((t) => t.kind === 'credit');
    const stake = kept.reduce((a, t) => a + t.amount, 0n);
    const paid = credits.reduce((a, t) => a + t.amount, 0n);
    // Every debit rolled back: the round never happened, its stake came back.
    const status = kept.length === 0 ? 'void' : credits.length === 0 ? 'pending' : 'settled';
    const amount = status === 'void' ? debits.reduce((a, t) => a + t.amount, 0n) : stake;
    const first = debits[0] ?? txs[0]!;
    return {
      id: providerRowId(provider, roundId),
      kind: 'provider',
      game: THIRD_PARTY,
      currency: first.currency,
      amount: toWireAmount(amount),
      payout: toWireAmount(paid),
      net: toWireAmount(status === 'settled' ? paid - stake : 0n),
      multiplier: multiplierOf(stake, paid),
      multiplierLabel: status === 'pending' ? 'pending' : 'paid',
      outcome: outcomeOf(status, stake, paid),
      status,
      win: status === 'settled' && paid > stake,
      createdAt: num(first.created_at),
      provider,
      roundId,
      gameId: first.game_id,
      gameName: this.gameName(first.game_id),
    };
  }
}

type RoundHistoryDetailStatus = 'betting' | 'closed' | 'settled' | 'void';

function splitProviderId(id: string): { provider: string; roundId: string } {
  const at = id.indexOf(':');
  return { provider: id.slice(0, at), roundId: id.slice(at + 1) };
}

const netOf = (status: string, amount: bigint, payout: bigint): string => toWireAmount(status === 'settled' ? payout - amount : 0n);

function inHouseRow(b: BetWithSeed): InHouseHistoryRow {
  const status = b.status as InHouseHistoryRow['status'];
  const outcome = outcomeOf(status, b.amount, b.payout);
  const game = b.game as GameId;
  return {
    id: b.id,
    kind: stepped.includes(game) ? 'stepped' : 'single',
    uuid: b.uuid,
    game,
    currency: b.currency,
    amount: toWireAmount(b.amount),
    payout: toWireAmount(b.payout),
    net: netOf(status, b.amount, b.payout),
    multiplier: b.multiplier,
    multiplierLabel: outcome === 'pending' ? 'pending' : outcome === 'lose' ? (lossLabel[game] ?? 'paid') : 'paid',
    outcome,
    win: b.win === 1n,
    status,
    params: JSON.parse(b.params) as unknown,
    result: JSON.parse(b.result) as unknown,
    nonce: num(b.nonce),
    clientSeed: b.client_seed,
    serverSeedHash: b.server_seed_hash,
    // Never while the bet is an open stepped round (the second fence after rotation's refusal).
    serverSeed: status !== 'pending' && b.seed_status === 'revealed' ? b.seed : null,
    createdAt: num(b.created_at),
  };
}

function roundRow(b: RoundBetWithRound): RoundHistoryRow {
  const status = b.status as RoundHistoryRow['status'];
  const outcome = outcomeOf(status, b.amount, b.payout);
  const game = (b.game.split(':')[0] ?? b.game) as GameId;
  let multiplier = b.multiplier;
  let label: MultiplierLabel = 'paid';
  const committed = b.round_result ? (JSON.parse(b.round_result) as Record<string, unknown>) : null;
  if (status === 'pending') {
    // A Crash bet with an automatic cash-out shows the rate it aims for.
    if (game === 'crash' && b.select !== 'manual') [multiplier, label] = [fixed(BigInt(b.select), 2), 'target'];
    else label = 'pending';
  } else if (outcome === 'lose' && game === 'crash' && typeof committed?.target === 'string') {
    [multiplier, label] = [committed.target, 'crash'];
  } else if (outcome === 'lose' && game === 'dingdong' && committed) {
    const drawn = dingdongTable.find((f) => f.fruit === committed.result);
    if (drawn) [multiplier, label] = [fixed(drawn.payX100, 2), 'drawn'];
  }
  return {
    id: b.id,
    kind: game === 'crash' ? 'crash' : 'round',
    game,
    currency: b.currency,
    amount: toWireAmount(b.amount),
    payout: toWireAmount(b.payout),
    net: netOf(status, b.amount, b.payout),
    multiplier,
    multiplierLabel: label,
    outcome,
    status,
    win: status === 'settled' && b.payout > b.amount,
    createdAt: num(b.created_at),
    roundId: b.round_id,
    model: b.game.includes(':') ? (b.game.split(':')[1] ?? null) : null,
    select: b.select,
  };
}

/** The game filter's accepted values. */
export { historyGames } from '@kasino/shared/protocol/rest/games.calls';
