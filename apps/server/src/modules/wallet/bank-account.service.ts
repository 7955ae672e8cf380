/**
 * Players' bank accounts for withdrawals: at most N live accounts (3010), no duplicates (3008),
 * changes guarded by the security PIN, deletion is soft so past withdrawals keep their account.
 * Adding or changing an account also needs the step-up (password, 2FA code when on: account/step-up.ts)
 * and holds withdrawals for a day (withdrawal-hold.ts), in the same transaction as the change: a stolen
 * session must not point the money at a new account and cash out at once.
 */
import { withdrawBanks, type WithdrawBankCode } from '@kasino/shared/wallet';
import type { BankAccountView } from '@kasino/shared/protocol/pay';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation, num } from '../../platform/db/database.ts';
import type { PinService } from '../account/pin.service.ts';
import type { StepUp } from '../account/step-up.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { BankAccountRepository, BankAccountRow } from './bank-account.repository.ts';
import { loadWalletSettings } from './wallet-config.ts';
import type { WithdrawalHolds } from './withdrawal-hold.ts';

export type { BankAccountRow } from './bank-account.repository.ts';

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
    private readonly repo: BankAccountRepository,
    private readonly pins: PinService,
    private readonly siteSettings: SiteSettings,
    private readonly stepUp: StepUp,
    private readonly holds: WithdrawalHolds,
    private readonly now: () => number = Date.now,
  ) {}

  async list(userId: number): Promise<BankAccountView[]> {
    return (await this.repo.list(userId)).map(toBankAccountView);
  }

  async latest(userId: number): Promise<BankAccountView | null> {
    const row = await this.repo.latest(userId);
    return row ? toBankAccountView(row) : null;
  }

  /** A live account of the user, or 20008 (another user's account looks missing). */
  async get(userId: number, id: number): Promise<BankAccountRow> {
    const row = await this.repo.get(userId, id);
    if (!row) throw new AppError(20008);
    return row;
  }

  async add(userId: number, input: BankAccountInput): Promise<BankAccountView> {
    await this.pins.verify(userId, input.pin, 3037);
    await this.stepUp.verify(userId, { password: input.password, code: input.mfaCode });
    const settings = await loadWalletSettings(this.siteSettings);
    if ((await this.repo.count(userId)) >= settings.maxBankAccounts) throw new AppError(3010);
    const now = this.now();
    try {
      const fields = { bankCode: input.bankCode, accountNumber: input.accountNumber, holderName: input.holderName.trim().toUpperCase() };
      const { row, hold } = await this.repo.transaction(async (trx) => {
        const row = await this.repo.insert(trx, userId, fields, now);
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
      const fields = { bankCode: input.bankCode, accountNumber: input.accountNumber, holderName };
      const { row, hold } = await this.repo.transaction(async (trx) => {
        const row = await this.repo.update(trx, userId, id, fields, this.now());
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
    await this.repo.softDelete(userId, id, this.now());
  }
}
