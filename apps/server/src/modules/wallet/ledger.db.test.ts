import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minor } from '@kasino/shared/money';
import { engines } from '../../../test/harness.ts';
import { openLedgerFixture, type LedgerFixture } from '../../../test/ledger-fixture.ts';
import { houseAccount, houseAccounts, walletAccount } from './ledger.ts';
import type { LedgerService } from './ledger.service.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { TransferConflictError } from './ledger.store.ts';
import { reconcile } from './reconciliation.ts';

describe.each(engines)('ledger on %s', (engine) => {
  let fixture: LedgerFixture;
  let handle: DatabaseHandle;
  let ledger: LedgerService;

  beforeAll(async () => {
    fixture = await openLedgerFixture(engine);
    ({ handle, ledger } = fixture);
  });
  afterAll(async () => {
    await fixture.close();
  });

  async function newWallet(balance = 0n): Promise<number> {
    const id = await fixture.newWallet('INV');
    if (balance > 0n) await deposit(id, balance, `seed-${id}`);
    return id;
  }

  const deposit = (userId: number, amount: bigint, ref: string) =>
    ledger.transfer(handle.db, {
      id: `deposit:${ref}`,
      debit: houseAccount(houseAccounts.paymentsIn, 'IDR', ref),
      credit: walletAccount(userId, 'IDR'),
      amount: minor(amount),
      currency: 'IDR',
      kind: 'deposit',
      reference: `deposit:${ref}`,
    });

  const stake = (userId: number, amount: bigint, betId: string) =>
    ledger.transfer(handle.db, {
      id: `stake:${betId}`,
      debit: walletAccount(userId, 'IDR'),
      credit: houseAccount(houseAccounts.games, 'IDR', betId),
      amount: minor(amount),
      currency: 'IDR',
      kind: 'stake',
      reference: `bet:${betId}`,
    });

  it('moves money, replays idempotently and refuses a conflicting replay', async () => {
    const u = await newWallet();
    const first = await deposit(u, 10_000n, `d-${u}`);
    expect(first).toMatchObject({ replayed: false, creditBalanceAfter: 10_000n });
    const again = await deposit(u, 10_000n, `d-${u}`);
    expect(again).toMatchObject({ replayed: true, creditBalanceAfter: 10_000n });
    await expect(deposit(u, 20_000n, `d-${u}`)).rejects.toBeInstanceOf(TransferConflictError);
    expect(await ledger.balanceOf(u, 'IDR')).toBe(10_000n);
  });

  it('refuses a debit below zero with 700 and leaves nothing behind', async () => {
    const u = await newWallet(5_000n);
    await expect(stake(u, 5_001n, `b-over-${u}`)).rejects.toMatchObject({ code: 700 });
    expect(await ledger.balanceOf(u, 'IDR')).toBe(5_000n);
    expect(await handle.db.selectFrom('transfers').select('id').where('id', '=', `stake:b-over-${u}`).executeTakeFirst()).toBeUndefined();
    // Inside a larger transaction the whole unit rolls back.
    await expect(
      ledger.inTransaction(async (tx) => {
        await ledger.transfer(tx, {
          id: `stake:b-ok-${u}`,
          debit: walletAccount(u, 'IDR'),
          credit: houseAccount(houseAccounts.games, 'IDR', 'x'),
          amount: minor(1_000n),
          currency: 'IDR',
          kind: 'stake',
          reference: 'bet:x',
        });
        await ledger.transfer(tx, {
          id: `stake:b-bad-${u}`,
          debit: walletAccount(u, 'IDR'),
          credit: houseAccount(houseAccounts.games, 'IDR', 'y'),
          amount: minor(9_000n),
          currency: 'IDR',
          kind: 'stake',
          reference: 'bet:y',
        });
      }),
    ).rejects.toMatchObject({ code: 700 });
    expect(await ledger.balanceOf(u, 'IDR')).toBe(5_000n);
  });

  it('accepts exactly 10 of 100 parallel bets on a balance that covers 10', async () => {
    const u = await newWallet(10_000n);
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => stake(u, 1_000n, `par-${u}-${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected' && (r.reason as { code?: number }).code === 700)).toHaveLength(90);
    expect(await ledger.balanceOf(u, 'IDR')).toBe(0n);
  });

  it('applies the same transfer once under concurrent replays', async () => {
    const u = await newWallet();
    const results = await Promise.all(Array.from({ length: 20 }, () => deposit(u, 7_000n, `same-${u}`)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await ledger.balanceOf(u, 'IDR')).toBe(7_000n);
  });

  it('resolves a reservation exactly once when posted and voided at the same time', async () => {
    const u = await newWallet(50_000n);
    const id = `wd-${u}`;
    await ledger.inTransaction((tx) =>
      ledger.reserve(tx, {
        id,
        userId: u,
        currency: 'IDR',
        amount: minor(30_000n),
        kind: 'withdraw',
        reference: `withdraw:${id}`,
        escrow: houseAccounts.withdrawEscrow,
        deadlineAt: Date.now() + 86_400_000,
      }),
    );
    expect(await ledger.balanceOf(u, 'IDR')).toBe(20_000n);
    const payee = houseAccount(houseAccounts.paymentsOut, 'IDR', id);
    const outcomes = await Promise.all(
      (['post', 'void', 'post', 'void'] as const).map((outcome) =>
        ledger.inTransaction((tx) => ledger.resolve(tx, { id, outcome, payee, postKind: 'withdraw_paid', voidKind: 'withdraw_refund' })),
      ),
    );
    expect(outcomes.filter((o) => o.resolvedNow)).toHaveLength(1);
    const final = outcomes.find((o) => o.resolvedNow)!.status;
    expect(outcomes.every((o) => o.status === final)).toBe(true);
    expect(await ledger.balanceOf(u, 'IDR')).toBe(final === 'voided' ? 50_000n : 20_000n);
    expect((await reconcile(handle.db, Date.now())).violations).toEqual([]);
  });

  it('refuses UPDATE and DELETE on transfers in the database itself', async () => {
    const u = await newWallet(1_000n);
    await expect(sql`update transfers set amount = 1 where id = ${`deposit:seed-${u}`}`.execute(handle.db)).rejects.toThrow(/immutable/);
    await expect(sql`delete from transfers where id = ${`deposit:seed-${u}`}`.execute(handle.db)).rejects.toThrow(/immutable/);
    await expect(sql`update accounts set balance = -1 where code = ${walletAccount(u, 'IDR')}`.execute(handle.db)).rejects.toThrow(
      /constraint|check/i,
    );
  });

  it('reconciles clean, and reports a balance edited behind the ledger', async () => {
    const clean = await reconcile(handle.db, Date.now());
    expect(clean).toMatchObject({ ok: true, sums: { IDR: '0' }, violations: [] });
    const u = await newWallet(2_000n);
    await sql`update accounts set balance = balance + 100 where code = ${walletAccount(u, 'IDR')}`.execute(handle.db);
    const dirty = await reconcile(handle.db, Date.now());
    expect(dirty.ok).toBe(false);
    expect(dirty.violations.map((v) => v.rule).sort()).toEqual([1, 2]);
    await sql`update accounts set balance = balance - 100 where code = ${walletAccount(u, 'IDR')}`.execute(handle.db);
    expect((await reconcile(handle.db, Date.now())).ok).toBe(true);
  });
});
