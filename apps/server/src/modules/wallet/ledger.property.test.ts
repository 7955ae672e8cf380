/**
 * Random sequences of deposits, bets, withdrawals, cancels, approvals and replays, run against the
 * real store of each engine and against a plain in-memory model; after every step the balances must
 * match the model and reconciliation must find every invariant intact.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minor } from '@kasino/shared/money';
import { engines } from '../../../test/harness.ts';
import { openLedgerFixture, type LedgerFixture } from '../../../test/ledger-fixture.ts';
import type { AppError } from '../../platform/http/app-error.ts';
import { houseAccount, houseAccounts, walletAccount } from './ledger.ts';
import type { LedgerService } from './ledger.service.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { reconcile } from './reconciliation.ts';

type Op =
  | { t: 'deposit'; user: number; amount: number }
  | { t: 'bet'; user: number; stake: number; multiplierX100: number }
  | { t: 'withdraw'; user: number; amount: number }
  | { t: 'resolve'; pick: number; outcome: 'post' | 'void' }
  | { t: 'replay'; pick: number };

const USERS = 3;
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('deposit' as const), user: fc.nat(USERS - 1), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({
    t: fc.constant('bet' as const),
    user: fc.nat(USERS - 1),
    stake: fc.integer({ min: 1, max: 30_000 }),
    multiplierX100: fc.oneof(fc.constant(0), fc.integer({ min: 101, max: 1000 })),
  }),
  fc.record({ t: fc.constant('withdraw' as const), user: fc.nat(USERS - 1), amount: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ t: fc.constant('resolve' as const), pick: fc.nat(), outcome: fc.constantFrom('post' as const, 'void' as const) }),
  fc.record({ t: fc.constant('replay' as const), pick: fc.nat() }),
);

describe.each(engines)('ledger model check on %s', (engine) => {
  let fixture: LedgerFixture;
  let handle: DatabaseHandle;
  let ledger: LedgerService;
  let run = 0;

  beforeAll(async () => {
    fixture = await openLedgerFixture(engine);
    ({ handle, ledger } = fixture);
  });
  afterAll(async () => {
    await fixture.close();
  });

  async function newUsers(): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < USERS; i++) ids.push(await fixture.newWallet('MODEL'));
    return ids;
  }

  it('keeps balances equal to the model and every invariant after each step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 30 }), async (ops) => {
        run++;
        const users = await newUsers();
        const model = new Map<number, bigint>(users.map((u) => [u, 0n]));
        const applied: Array<() => Promise<unknown>> = [];
        const reservations: Array<{ id: string; user: number; amount: bigint; state: 'pending' | 'posted' | 'voided' }> = [];

        for (const [step, op] of ops.entries()) {
          const key = `r${run}s${step}`;
          if (op.t === 'deposit') {
            const user = users[op.user]!;
            const action = () =>
              ledger.transfer(handle.db, {
                id: `deposit:${key}`,
                debit: houseAccount(houseAccounts.paymentsIn, 'IDR', key),
                credit: walletAccount(user, 'IDR'),
                amount: minor(op.amount),
                currency: 'IDR',
                kind: 'deposit',
                reference: `deposit:${key}`,
              });
            await action();
            model.set(user, model.get(user)! + BigInt(op.amount));
            applied.push(action);
          } else if (op.t === 'bet') {
            const user = users[op.user]!;
            const payout = (BigInt(op.stake) * BigInt(op.multiplierX100)) / 100n;
            // One unit of work: stake and payout commit together or not at all.
            const action = () =>
              ledger.inTransaction(async (tx) => {
                await ledger.transfer(tx, {
                  id: `stake:${key}`,
                  debit: walletAccount(user, 'IDR'),
                  credit: houseAccount(houseAccounts.games, 'IDR', key),
                  amount: minor(op.stake),
                  currency: 'IDR',
                  kind: 'stake',
                  reference: `bet:${key}`,
                });
                if (payout > 0n)
                  await ledger.transfer(tx, {
                    id: `payout:${key}`,
                    debit: houseAccount(houseAccounts.games, 'IDR', key),
                    credit: walletAccount(user, 'IDR'),
                    amount: minor(payout),
                    currency: 'IDR',
                    kind: 'payout',
                    reference: `bet:${key}`,
                  });
              });
            const covered = model.get(user)! >= BigInt(op.stake);
            try {
              await action();
              expect(covered).toBe(true);
              model.set(user, model.get(user)! - BigInt(op.stake) + payout);
              applied.push(action);
            } catch (error) {
              expect(covered).toBe(false);
              expect((error as AppError).code).toBe(700);
            }
          } else if (op.t === 'withdraw') {
            const user = users[op.user]!;
            const action = () =>
              ledger.inTransaction((tx) =>
                ledger.reserve(tx, {
                  id: `w:${key}`,
                  userId: user,
                  currency: 'IDR',
                  amount: minor(op.amount),
                  kind: 'withdraw',
                  reference: `withdraw:${key}`,
                  escrow: houseAccounts.withdrawEscrow,
                  deadlineAt: Date.now() + 3_600_000,
                }),
              );
            const covered = model.get(user)! >= BigInt(op.amount);
            try {
              await action();
              expect(covered).toBe(true);
              model.set(user, model.get(user)! - BigInt(op.amount));
              reservations.push({ id: `w:${key}`, user, amount: BigInt(op.amount), state: 'pending' });
              applied.push(action);
            } catch (error) {
              expect(covered).toBe(false);
              expect((error as AppError).code).toBe(700);
            }
          } else if (op.t === 'resolve' && reservations.length) {
            const r = reservations[op.pick % reservations.length]!;
            const action = () =>
              ledger.inTransaction((tx) =>
                ledger.resolve(tx, {
                  id: r.id,
                  outcome: op.outcome,
                  payee: houseAccount(houseAccounts.paymentsOut, 'IDR', r.id),
                  postKind: 'withdraw_paid',
                  voidKind: 'withdraw_refund',
                }),
              );
            const result = await action();
            if (r.state === 'pending') {
              expect(result.resolvedNow).toBe(true);
              r.state = op.outcome === 'post' ? 'posted' : 'voided';
              if (op.outcome === 'void') model.set(r.user, model.get(r.user)! + r.amount);
            } else {
              expect(result).toEqual({ status: r.state, resolvedNow: false });
            }
            applied.push(action);
          } else if (op.t === 'replay' && applied.length) {
            // Replaying any earlier step changes nothing.
            await applied[op.pick % applied.length]!();
          }
          for (const user of users) expect(await ledger.balanceOf(user, 'IDR')).toBe(model.get(user));
          expect((await reconcile(handle.db, Date.now())).violations).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  });
});
