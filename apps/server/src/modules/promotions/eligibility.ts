/**
 * Who may receive and claim a promotion (PROMOTIONS.md): no offer to a player in a cool-off or
 * self-exclusion, and, for the promotions paid once per person, none to a player who shares an
 * identity mark (bank account, device, public address) with another player already granted it (the
 * same promotion and period: the same gift code, the first deposit bonus).
 * Checked when a grant is made and again when it is claimed (a mark may have appeared in between).
 */
import { BlockList, isIP } from 'node:net';
import type { PromotionId } from '@kasino/shared/protocol/promo';
import { AppError } from '../../platform/http/app-error.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import type { PromotionsRepository } from './promotions.repository.ts';

/** Promotions a person gets once, whatever accounts they hold. */
const ONCE_PER_IDENTITY: ReadonlySet<PromotionId> = new Set(['first_deposit', 'second_deposit', 'third_deposit', 'gift_code', 'newcomer']);

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');
privateRanges.addAddress('::1', 'ipv6');

/** An address that names a network a person uses (not loopback, private or carrier-grade NAT space). */
export function isPublicIp(ip: string): boolean {
  const bare = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const family = isIP(bare);
  if (!family) return false;
  return !privateRanges.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

export type BlockOf = (userId: number, on: Tx) => Promise<'cool_off' | 'self_exclusion' | null>;

export class Eligibility {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly blockOf: BlockOf,
  ) {}

  /** Null when the player may have the promotion, else why not (Indonesian). */
  async refusal(tx: Tx, userId: number, promotion: PromotionId, periodKey: string): Promise<string | null> {
    const block = await this.blockOf(userId, tx);
    if (block === 'cool_off') return 'Promosi tidak tersedia selama masa jeda bermain';
    if (block === 'self_exclusion') return 'Promosi tidak tersedia selama pengecualian diri';
    if (ONCE_PER_IDENTITY.has(promotion)) {
      const peers = await this.repo.identityPeers(tx, userId, isPublicIp);
      if (await this.repo.anyGranted(tx, peers, promotion, periodKey))
        return 'Bonus ini hanya sekali per orang: data akun Anda sama dengan akun lain yang sudah menerimanya';
    }
    return null;
  }

  async assert(tx: Tx, userId: number, promotion: PromotionId, periodKey: string): Promise<void> {
    const why = await this.refusal(tx, userId, promotion, periodKey);
    if (why) throw new AppError(20385, why);
  }
}
