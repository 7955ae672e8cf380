/**
 * Gift codes (PROMOTIONS.md "Gift codes"): an operator issues a code with an amount, a number of
 * claims, a window, optional wagering and "new users only"; a player redeems it once (8004 the second
 * time; 20385 for another account of the same person or during a block), only inside its window (1018 before, 1028 after
 * or when its claims are gone), and a new-users code only from an account registered since it was
 * issued (8003), and a VIP code only from its level up (1051). The redemption makes a grant (one guarded increment of the code's claims in the same
 * unit) and claims it at once; when the claim must wait (another bonus under wagering, the budget of
 * the day spent) the grant stays in the Bonus tab for its 3 days.
 */
import { toWireAmount, minor, formatIdr } from '@kasino/shared/money';
import type { GiftCodeView, GiftRedeemResult } from '@kasino/shared/protocol/promo';
import { AppError } from '../../../platform/http/app-error.ts';
import { isUniqueViolation } from '../../../platform/db/database.ts';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import type { Eligibility } from '../eligibility.ts';
import type { GiftCodeRow as Row, GiftCodesRepository } from './gift-codes.repository.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';
import type { GrantsService } from '../grants.service.ts';

/** Codes are matched without regard to case: what a player types is upper-cased. */
export const GIFT_CODE = /^[A-Z0-9]{4,32}$/;
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

const toView = (r: Row): GiftCodeView => ({
  code: r.code,
  amount: toWireAmount(r.amount),
  currency: r.currency,
  wageringMultiple: Number(r.wagering_multiple),
  maxClaims: Number(r.max_claims),
  claims: Number(r.claims),
  newUsersSince: r.new_users_since === null ? null : Number(r.new_users_since),
  minVipLevel: Number(r.min_vip_level),
  startsAt: Number(r.starts_at),
  endsAt: r.ends_at === null ? null : Number(r.ends_at),
  createdAt: Number(r.created_at),
});

export interface NewGiftCode {
  code: string;
  amount: bigint;
  wageringMultiple: number;
  maxClaims: number;
  newUsersOnly: boolean;
  minVipLevel: number;
  startsAt: number | null;
  endsAt: number | null;
}

export class GiftCodesService {
  constructor(
    private readonly repo: GiftCodesRepository,
    private readonly promos: PromotionsRepository,
    private readonly grants: GrantsService,
    private readonly eligibility: Eligibility,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  async issue(c: NewGiftCode): Promise<GiftCodeView> {
    const now = this.now();
    const code = normalizeCode(c.code);
    if (!GIFT_CODE.test(code)) throw AppError.invalid('code', '4-32 huruf atau angka');
    if (c.endsAt !== null && c.endsAt <= (c.startsAt ?? now)) throw AppError.invalid('endsAt', 'harus setelah mulai');
    try {
      const row = await this.repo.insert({
        code,
        amount: c.amount,
        currency: 'IDR',
        wagering_multiple: c.wageringMultiple,
        max_claims: c.maxClaims,
        new_users_since: c.newUsersOnly ? now : null,
        min_vip_level: c.minVipLevel,
        starts_at: c.startsAt ?? now,
        ends_at: c.endsAt,
        created_at: now,
      });
      return toView(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(20387);
      throw error;
    }
  }

  async list(): Promise<GiftCodeView[]> {
    return (await this.repo.list(200)).map(toView);
  }

  async redeem(userId: number, typed: string): Promise<GiftRedeemResult> {
    const code = normalizeCode(typed);
    if (!GIFT_CODE.test(code)) throw new AppError(20386);
    const periodKey = `gift:${code}`;
    const grantId = await this.units.run(async (tx) => {
      const now = this.now();
      const row = await this.repo.byCode(tx, code);
      if (!row) throw new AppError(20386);
      if (now < Number(row.starts_at)) throw new AppError(1018, 'Kode ini belum berlaku: tunggu waktu mulainya');
      if (row.ends_at !== null && now >= Number(row.ends_at)) throw new AppError(1028, 'Masa berlaku kode ini sudah berakhir');
      const user = await this.repo.player(tx, userId);
      if (row.new_users_since !== null && Number(user.created_at) < Number(row.new_users_since)) throw new AppError(8003);
      if (Number(user.vip_level) < Number(row.min_vip_level))
        throw new AppError(1051, `Kode ini untuk VIP ${Number(row.min_vip_level)} ke atas; level Anda VIP ${Number(user.vip_level)}`);
      if (await this.promos.hasGrant(tx, userId, 'gift_code', periodKey)) throw new AppError(8004);
      await this.eligibility.assert(tx, userId, 'gift_code', periodKey); // 20385: a block, or another account of the person
      if (!(await this.repo.takeClaim(tx, code))) throw new AppError(1028, 'Kuota kode ini sudah habis');
      const granted = await this.grants.offer(tx, {
        userId,
        promotion: 'gift_code',
        periodKey,
        amount: row.amount,
        currency: row.currency,
        wageringMultiple: Number(row.wagering_multiple),
        formula: `Kode hadiah ${code}: ${formatIdr(minor(row.amount))}`,
        inputs: { code, amount: toWireAmount(row.amount) },
      });
      // A raced second redemption waited on the grant's key and found it taken.
      if (!granted) throw new AppError(8004);
      return granted.id;
    });
    const { claim, pending } = await this.grants.claimNowOrKeep(userId, grantId);
    return { grant: claim?.grant ?? (await this.grants.get(userId, Number(grantId))), claim, pending };
  }
}
