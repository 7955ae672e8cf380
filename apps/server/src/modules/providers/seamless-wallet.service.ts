/**
 * The seamless wallet: game providers keep no balance of their own, they call us for every money
 * movement. Each provider transaction id is one row of `slot_transactions` and one ledger transfer
 * with an id derived from it, so a repeated call is answered from the first (same payload) or
 * refused (20205, different payload). Rules, in order:
 *  1. the session must exist and belong to the calling provider (20203); a debit also needs it live,
 *     and must name the session's own game (20261): the cap of rule 5 is the session's title's, so a
 *     provider cannot book a bet under a title with a higher multiplier than the one launched;
 *  2. a debit whose rollback arrived first is refused (20204), as is a win tied to such a debit;
 *  3. a debit the wallet cannot cover is refused with 700 and changes nothing (guarded ledger debit);
 *  4. a rollback refunds its debit once; before the debit it leaves a "cancelled" mark instead;
 *  5. a credit names its debit (20260), which must exist for the same player (20207), be taken in
 *     the same session, round and game (20261), and not be rolled back (20204); a new credit needs
 *     the session still live (20203: no wins after the session ended), and all credits of one debit
 *     together pay at most debit × the title's max multiplier (20262);
 *  6. a debit that has a credit (even a zero one, which closed a lost round) is settled: it cannot
 *     be rolled back (20263), or a stake could come back after its round was paid or lost.
 * Rules 5 and 6 hold in every mode: a leaked provider secret alone cannot mint money. Every refusal
 * throws inside the unit, so it leaves nothing behind; a replay of an accepted call (same id, same
 * payload) is answered as the first time, whatever happened since.
 * Every movement records its bet event in the unit; balances are pushed after the commit by its subscriber.
 */
import type { Kysely } from 'kysely';
import { isBigWin, maskName, multiplierOf, type BigWinView } from '@kasino/shared/games';
import { minor, parseAmount, toWireAmount, type Minor } from '@kasino/shared/money';
import type { SlotRecordView, WalletCreditBody, WalletDebitBody, WalletReply, WalletRollbackBody } from '@kasino/shared/protocol/slots';
import { AppError } from '../../platform/http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { checkBetId, type BetAdmission } from '../bets/bets.ts';
import { houseAccount, houseAccounts, walletAccount } from '../wallet/ledger.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import type { GameSession, GameSessions } from './game-sessions.ts';
import type { BetSettled } from '@kasino/shared/events';
import type { SlotCategory } from '@kasino/shared/protocol/slots';
import { recordEvent } from '../../platform/events/outbox.ts';
import { SeamlessWalletRepository, type SlotTxRow as TxRow } from './seamless-wallet.repository.ts';

/** The most the credits of one debit may pay: stake × max multiplier (cents of a multiplier kept). */
export const payoutCap = (stake: Minor, maxMultiplier: number): Minor => minor((stake * BigInt(Math.round(maxMultiplier * 100))) / 100n);

/** Deterministic transfer ids (DESIGN "Ledger"): the cause is the provider's transaction. */
export const slotTransferId = (step: 'debit' | 'credit' | 'rollback', provider: string, txId: string): string =>
  `slot:${step}:${provider}:${txId}`;

interface Applied {
  reply: WalletReply;
}

/** What a bet's events say of its title; an unknown title counts as a slot at the provider's published RTP. */
export type TitleFacts = (provider: string, gameId: string) => { category: SlotCategory; rtpBps: number };

/** The public big-wins feed shows titles by name. A new big win reaches it live through the credit's event. */
export interface BigWinFeed {
  gameName: (gameId: string) => string | null;
}

export class SeamlessWalletService {
  private readonly repo: SeamlessWalletRepository;

  constructor(
    db: Kysely<Database>,
    private readonly ledger: LedgerService,
    private readonly sessions: GameSessions,
    private readonly titles: TitleFacts,
    /** The bets module's admission; only its protection applies here (a provider's title sets its own stake range). */
    private readonly admission: Pick<BetAdmission, 'protect'>,
    private readonly now: () => number = Date.now,
    private readonly feed?: BigWinFeed,
  ) {
    this.repo = new SeamlessWalletRepository(db);
  }

  /**
   * A provider's money movement as `bet.settled` (decision 0012): the debit settles the stake
   * (payout 0), each credit its payout (stake 0), both under the debit's bet id.
   */
  private settled(
    provider: string,
    debit: TxRow,
    m: { stake: bigint; payout: bigint; at: number; balanceAfter: bigint; creditTxId?: string },
  ): BetSettled {
    const title = this.titles(provider, debit.game_id);
    return {
      type: 'bet.settled',
      userId: num(debit.user_id),
      betId: `slot:${provider}:${debit.tx_id}`,
      game: debit.game_id,
      category: title.category,
      source: 'slot',
      stake: m.stake.toString(),
      payout: m.payout.toString(),
      currency: debit.currency,
      multiplier: multiplierOf(minor(debit.amount), minor(m.payout)),
      win: m.payout > 0n,
      rtpBps: title.rtpBps,
      placedAt: num(debit.created_at),
      settledAt: m.at,
      balanceAfter: m.balanceAfter.toString(),
      ...(m.creditTxId === undefined ? {} : { credit: { id: `${provider}:${m.creditTxId}`, betStake: debit.amount.toString() } }),
    };
  }

  /** Rule 1: the calling provider's session; `forBet` also needs it unexpired. */
  private async session(provider: string, token: string, forBet: boolean): Promise<GameSession> {
    const session = await this.sessions.byToken(token);
    if (!session || session.provider !== provider || (forBet && !this.sessions.isLive(session))) throw new AppError(20203);
    return session;
  }

  async authenticate(provider: string, token: string): Promise<WalletReply> {
    const session = await this.session(provider, token, false);
    return this.reply(session, await this.ledger.balanceOf(session.userId, session.currency));
  }

  async debit(provider: string, body: WalletDebitBody): Promise<WalletReply> {
    const session = await this.session(provider, body.sessionToken, true); // rule 1
    if (body.gameId !== session.gameId) throw new AppError(20261, 'Taruhan tidak cocok dengan game sesi ini');
    checkBetId(body.txId, 'txId');
    const amount = this.amount(body.amount, false);
    const limitCheck = await this.admission.protect(session.userId, amount); // cool-off, self-exclusion now; loss limits in the unit
    const transferId = slotTransferId('debit', provider, body.txId);
    return this.apply(session, async (tx) => {
      await limitCheck(tx); // first: serialised per player, refuses 20152 with nothing written
      const row = this.row(provider, session, { kind: 'debit', txId: body.txId, roundId: body.roundId, gameId: body.gameId, amount });
      if (!(await this.repo.insert(tx, row))) {
        const existing = await this.repo.find(tx, provider, body.txId);
        if (existing?.kind === 'debit' && existing.status === 'cancelled') throw new AppError(20204); // rule 2
        return { reply: this.replay(session, existing, row, await this.balanceIn(tx, session)) };
      }
      const wallet = walletAccount(session.userId, session.currency);
      const result = await this.ledger.transfer(tx, {
        id: transferId,
        debit: wallet,
        credit: houseAccount(houseAccounts.slots, session.currency, transferId),
        amount,
        currency: session.currency,
        kind: 'stake',
        reference: `slot:${provider}:${body.txId}`,
      }); // rule 3: throws 700 and the unit (with the row) rolls back
      await recordEvent(
        tx,
        this.settled(provider, row, { stake: amount, payout: 0n, at: num(row.created_at), balanceAfter: result.debitBalanceAfter }),
      );
      return { reply: this.reply(session, result.debitBalanceAfter, transferId) };
    });
  }

  /** A win against its debit; `maxMultiplier` is the provider's cap per title (rule 5). */
  async credit(provider: string, body: WalletCreditBody, maxMultiplier: (gameId: string) => number): Promise<WalletReply> {
    const session = await this.session(provider, body.sessionToken, false); // rule 1
    const amount = this.amount(body.amount, true);
    const debitTxId = body.debitTxId;
    if (!debitTxId) throw new AppError(20260); // rule 5
    const transferId = slotTransferId('credit', provider, body.txId);
    return this.apply(session, async (tx) => {
      const bet = await this.repo.lockedBet(tx, provider, debitTxId);
      if (!bet || bet.kind !== 'debit' || num(bet.user_id) !== session.userId) throw new AppError(20207);
      if (bet.status !== 'ok') throw new AppError(20204); // rule 2
      const row = this.row(provider, session, {
        kind: 'credit',
        txId: body.txId,
        roundId: body.roundId,
        gameId: body.gameId,
        amount,
        refTxId: debitTxId,
      });
      if (!(await this.repo.insert(tx, row)))
        return { reply: this.replay(session, await this.repo.find(tx, provider, body.txId), row, await this.balanceIn(tx, session)) };
      // Rule 5, for a new credit only (a replay above answers as the first time did).
      if (!this.sessions.isLive(session)) throw new AppError(20203);
      if (
        (bet.session_hash !== null && bet.session_hash !== session.tokenHash) ||
        bet.round_id !== body.roundId ||
        bet.game_id !== body.gameId ||
        body.gameId !== session.gameId
      )
        throw new AppError(20261);
      // Under the bet's lock, so two credits of one debit cannot both fit under the cap, which is
      // the launched title's (the session's), never a title the calls themselves name.
      const paid = minor(await this.repo.paidAgainst(tx, provider, debitTxId));
      if (paid > payoutCap(minor(bet.amount), maxMultiplier(session.gameId))) throw new AppError(20262);
      // A losing round is closed with a zero win: recorded, no money moves.
      if (amount === 0n) return { reply: this.reply(session, await this.balanceIn(tx, session), undefined) };
      const result = await this.ledger.transfer(tx, {
        id: transferId,
        debit: houseAccount(houseAccounts.slots, session.currency, transferId),
        credit: walletAccount(session.userId, session.currency),
        amount,
        currency: session.currency,
        kind: 'payout',
        reference: `slot:${provider}:${body.txId}`,
        position: `slot:${provider}:${debitTxId}`, // the debit it pays against carries the stake's bonus share
      });
      await recordEvent(
        tx,
        this.settled(provider, bet, {
          stake: 0n,
          payout: amount,
          at: num(row.created_at),
          balanceAfter: result.creditBalanceAfter,
          creditTxId: body.txId,
        }),
      );
      await this.recordBigWin(tx, row, minor(bet.amount));
      return { reply: this.reply(session, result.creditBalanceAfter, transferId) };
    });
  }

  async rollback(provider: string, body: WalletRollbackBody): Promise<WalletReply> {
    const session = await this.session(provider, body.sessionToken, false); // rule 1
    const transferId = slotTransferId('rollback', provider, body.refTxId);
    return this.apply(session, async (tx) => {
      const own = this.row(provider, session, {
        kind: 'rollback',
        txId: body.txId,
        roundId: body.roundId,
        gameId: body.gameId,
        amount: minor(0n),
        refTxId: body.refTxId,
      });
      if (!(await this.repo.insert(tx, own)))
        return { reply: this.replay(session, await this.repo.find(tx, provider, body.txId), own, await this.balanceIn(tx, session)) };
      // Rule 4: before its debit, the rollback leaves the debit's id taken as "cancelled".
      const mark = {
        ...this.row(provider, session, {
          kind: 'debit',
          txId: body.refTxId,
          roundId: body.roundId,
          gameId: body.gameId,
          amount: minor(0n),
        }),
        status: 'cancelled',
      };
      if (await this.repo.insert(tx, mark)) return { reply: this.reply(session, await this.balanceIn(tx, session)) };
      // Locked first, so a credit being paid for this bet commits before we look for it (rule 6).
      const bet = await this.repo.lockedBet(tx, provider, body.refTxId);
      if (!bet || bet.kind !== 'debit' || num(bet.user_id) !== session.userId) throw new AppError(20207);
      if (bet.status === 'ok' && (await this.repo.hasCredit(tx, provider, body.refTxId))) throw new AppError(20263);
      if (!(await this.repo.rollBack(tx, provider, body.refTxId))) return { reply: this.reply(session, await this.balanceIn(tx, session)) }; // already refunded
      const result = await this.ledger.transfer(tx, {
        id: transferId,
        debit: houseAccount(houseAccounts.slots, bet.currency, transferId),
        credit: walletAccount(session.userId, bet.currency),
        amount: minor(bet.amount),
        currency: bet.currency,
        kind: 'refund',
        reference: `slot:${provider}:${body.refTxId}`,
      });
      const title = this.titles(provider, bet.game_id);
      // The debit had settled its stake (bet.settled): the void takes it back on that day.
      await recordEvent(tx, {
        type: 'bet.voided',
        userId: session.userId,
        betId: `slot:${provider}:${bet.tx_id}`,
        game: bet.game_id,
        category: title.category,
        source: 'slot',
        stake: bet.amount.toString(),
        payout: '0',
        currency: bet.currency,
        rtpBps: title.rtpBps,
        settledAt: num(bet.created_at),
        voidedAt: num(own.created_at),
      });
      return { reply: this.reply(session, result.creditBalanceAfter, transferId) };
    });
  }

  /** A player's third-party rounds, newest first: each bet with what its round paid. */
  async records(
    userId: number,
    page: number,
    count: number,
    nameOf: (gameId: string) => string,
  ): Promise<{ list: SlotRecordView[]; total: number; page: number; count: number }> {
    const { rows, total } = await this.repo.bets(userId, page, count);
    const wins = rows.length ? await this.repo.paidPerRound(userId, [...new Set(rows.map((r) => r.round_id))]) : [];
    const paid = new Map(wins.map((w) => [`${w.provider}:${w.round_id}`, BigInt(w.paid ?? 0)]));
    const list = rows.map((r): SlotRecordView => {
      const payout = paid.get(`${r.provider}:${r.round_id}`);
      return {
        id: `${r.provider}:${r.tx_id}`,
        gameId: r.game_id,
        gameName: nameOf(r.game_id),
        provider: r.provider,
        roundId: r.round_id,
        amount: toWireAmount(r.amount),
        payout: toWireAmount(r.status === 'rolled_back' ? r.amount : (payout ?? 0n)),
        status: r.status === 'rolled_back' ? 'refunded' : payout === undefined ? 'open' : 'settled',
        createdAt: num(r.created_at),
      };
    });
    return { list, total, page, count };
  }

  /** Third-party wins in the public feed (newest first), as the in-house ones are. */
  async bigWins(count: number): Promise<BigWinView[]> {
    const rows = await this.repo.bigWins(count);
    return rows.map((r) => this.bigWinView(r.id, r.game_id, r.name, minor(r.amount), minor(r.payout), num(r.created_at)));
  }

  /**
   * A win against its bet that is big by the shared rule (`isBigWin`, as the live feed's subscriber
   * judges the credit's event) is kept for the lobby's feed, in the credit's unit.
   */
  private async recordBigWin(tx: Tx, credit: TxRow, stake: Minor): Promise<void> {
    const payout = minor(credit.amount);
    if (!isBigWin(stake, payout)) return;
    await this.repo.insertBigWin(tx, {
      id: `${credit.provider}:${credit.tx_id}`,
      user_id: credit.user_id,
      game_id: credit.game_id,
      amount: stake,
      payout,
      currency: credit.currency,
      created_at: credit.created_at,
    });
  }

  private bigWinView(id: string, gameId: string, name: string | null, amount: Minor, payout: Minor, createdAt: number): BigWinView {
    return {
      id: `slot:${id}`,
      game: gameId,
      gameName: this.feed?.gameName(gameId) ?? gameId,
      user: maskName(name),
      amount: toWireAmount(amount),
      multiplier: multiplierOf(amount, payout),
      payout: toWireAmount(payout),
      createdAt,
    };
  }

  private async apply(session: GameSession, work: (tx: Tx) => Promise<Applied>): Promise<WalletReply> {
    // The balance push and a big win's announcement follow the unit's bet event (live subscribers).
    const { reply } = await this.ledger.inTransaction(work);
    return reply;
  }

  private amount(raw: string, zeroAllowed: boolean): Minor {
    const amount = parseAmount(raw);
    if (amount === null || amount < 0n || (!zeroAllowed && amount === 0n)) throw AppError.invalid('amount', 'jumlah tidak valid');
    return amount;
  }

  private row(
    provider: string,
    session: GameSession,
    t: { kind: 'debit' | 'credit' | 'rollback'; txId: string; roundId: string; gameId: string; amount: Minor; refTxId?: string | null },
  ): TxRow {
    return {
      provider,
      tx_id: t.txId,
      kind: t.kind,
      status: 'ok',
      user_id: BigInt(session.userId),
      game_id: t.gameId,
      round_id: t.roundId,
      amount: t.amount,
      currency: session.currency,
      ref_tx_id: t.refTxId ?? null,
      created_at: BigInt(this.now()),
      session_hash: session.tokenHash,
    };
  }

  /** The same id again: the first answer when the payload matches, else 20205. */
  private replay(session: GameSession, existing: TxRow | undefined, attempted: TxRow, balance: Minor): WalletReply {
    const same =
      existing &&
      existing.kind === attempted.kind &&
      num(existing.user_id) === session.userId &&
      existing.round_id === attempted.round_id &&
      existing.game_id === attempted.game_id &&
      BigInt(existing.amount) === BigInt(attempted.amount) &&
      (existing.ref_tx_id ?? null) === (attempted.ref_tx_id ?? null);
    if (!same) throw new AppError(20205);
    return { ...this.reply(session, balance), replayed: true };
  }

  /** Balance read inside the unit (on SQLite a read outside it would wait for the unit itself). */
  private balanceIn(tx: Tx, session: GameSession): Promise<Minor> {
    return this.ledger.balanceOf(session.userId, session.currency, tx);
  }

  private reply(session: GameSession, balance: bigint, transferId?: string): WalletReply {
    const reply: WalletReply = {
      playerId: String(session.userId),
      currency: session.currency,
      balance: toWireAmount(balance < 0n ? 0n : balance),
    };
    if (transferId) reply.transferId = transferId;
    return reply;
  }
}
