/**
 * Players' bank accounts for withdrawals: at most N live accounts (3010), no duplicates (3008),
 * changes guarded by the security PIN, deletion is soft so past withdrawals keep their account.
 * Adding or changing an account also needs the step-up (password, 2FA code when on: account/step-up.ts)
 * and holds withdrawals for a day (withdrawal-hold.ts), in the same transaction as the change: a stolen
 * session must not point the money at a new account and cash out at once.
 */
import type { Kysely, Selectable } from 'kysely';
import { withdrawBanks, type WithdrawBankCode } from '@kasino/shared/wallet';
import type { BankAccountView } from '@kasino/shared/protocol/pay';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation, num } from '../../platform/db/database.ts';
import type { BankAccountsTable, Database } from '../../platform/db/schema.ts';
import type { PinService } from '../account/pin.service.ts';
import type { StepUp } from '../account/step-up.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import { loadWalletSettings } from './wallet-config.ts';
import type { WithdrawalHolds } from './withdrawal-hold.ts';

export type BankAccountRow = Selectable<BankAccountsTable>;

export const toBankAccountView = (row: BankAccountRow): BankAccountView => ({
  id: num(row.id),
  bankCode: row.bank_code as WithdrawBankCode,
  bankName: withdrawBanks.find((b) => b.code === row.bank_code)?.name ?? row.bank_code,
  accountNumber: row.account_number,
  maskedNumber: row.account_number.length > 4 ? '•••• ' + row.account_number.slice(-4) : row.account_number,
  holderName: row.holder_name,
  status: row.status as BankAccountView['status'],
  createdAt: num(row.created_at),
});

export interface BankAccountInput {
  bankCode: WithdrawBankCode;
  accountNumber: string;
  holderName: string;
  pin: string;
  password?: string | undefined;
  mfaCode?: string | undefined;
}

export class BankAccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly pins: PinService,
    private readonly siteSettings: SiteSettings,
    private readonly stepUp: StepUp,
    private readonly holds: WithdrawalHolds,
    private readonly now: () => number = Date.now,
  ) {}

  private live(userId: number) {
    return this.db.selectFrom('bank_accounts').where('user_id', '=', BigInt(userId)).where('deleted_at', 'is', null);
  }

  async list(userId: number): Promise<BankAccountView[]> {
    return (await this.live(userId).selectAll().orderBy('created_at', 'desc').execute()).map(toBankAccountView);
  }

  async latest(userId: number): Promise<BankAccountView | null> {
    const row = await this.live(userId)
      .selectAll()
      .where('status', '=', 'active')
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toBankAccountView(row) : null;
  }

  /** A live account of the user, or 20008 (another user's account looks missing). */
  async get(userId: number, id: number): Promise<BankAccountRow> {
    const row = await this.live(userId).selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
    if (!row) throw new AppError(20008);
    return row;
  }

  async add(userId: number, input: BankAccountInput): Promise<BankAccountView> {
    await this.pins.verify(userId, input.pin, 3037);
    await this.stepUp.verify(userId, { password: input.password, code: input.mfaCode });
    const settings = await loadWalletSettings(this.siteSettings);
    const count = await this.live(userId)
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= settings.maxBankAccounts) throw new AppError(3010);
    const now = this.now();
    try {
      const { row, hold } = await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('bank_accounts')
          .values({
            user_id: userId,
            bank_code: input.bankCode,
            account_number: input.accountNumber,
            holder_name: input.holderName.trim().toUpperCase(),
            status: 'active',
            created_at: now,
            updated_at: now,
            deleted_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row, hold: await this.holds.place(trx, userId, 'bank_account_added') };
      });
      this.holds.announce(userId, hold);
      return toBankAccountView(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(3008);
      throw error;
    }
  }

  async update(userId: number, id: number, input: BankAccountInput): Promise<BankAccountView> {
    await this.pins.verify(userId, input.pin, 3037);
    await this.stepUp.verify(userId, { password: input.password, code: input.mfaCode });
    const before = await this.get(userId, id);
    const holderName = input.holderName.trim().toUpperCase();
    const same = before.bank_code === input.bankCode && before.account_number === input.accountNumber && before.holder_name === holderName;
    // Nothing changes: no write, so `updated_at` (which holds withdrawals, withdrawal-hold.ts rule 4) stays.
    if (same) return toBankAccountView(before);
    try {
      const { row, hold } = await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('bank_accounts')
          .set({ bank_code: input.bankCode, account_number: input.accountNumber, holder_name: holderName, updated_at: this.now() })
          .where('id', '=', BigInt(id))
          .where('user_id', '=', BigInt(userId))
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row, hold: await this.holds.place(trx, userId, 'bank_account_changed') };
      });
      this.holds.announce(userId, hold);
      return toBankAccountView(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(3008);
      throw error;
    }
  }

  async remove(userId: number, id: number, pin: string): Promise<void> {
    await this.pins.verify(userId, pin, 3037);
    await this.get(userId, id);
    await this.db
      .updateTable('bank_accounts')
      .set({ deleted_at: this.now(), updated_at: this.now() })
      .where('id', '=', BigInt(id))
      .where('user_id', '=', BigInt(userId))
      .execute();
  }
}
