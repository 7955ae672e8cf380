/** SPEC §7 `/main/vip/*` and the VIP deposit check (`/main/promo/checkInVip*`). */
import { Type } from 'typebox';
import type { GrantView } from '../promo.ts';
import type { VipClaimAnswer, VipConfigs, VipDepositCheck, VipDepositCheckAnswer, VipInfo } from '../vip.ts';
import { restCall } from './call.ts';

export const LevelBody = Type.Object({ level: Type.Integer({ minimum: 1, maximum: 50 }) }, { additionalProperties: false });

export const vipCalls = {
  'GET /main/vip/configs': restCall<VipConfigs>()(),
  'GET /main/vip/user/level': restCall<VipInfo>()(),
  'POST /main/vip/level/reward/claim': restCall<VipClaimAnswer>()({ body: LevelBody }),
  'GET /main/vip/level/reward/orders': restCall<GrantView[]>()(),
  'POST /main/vip/cashback/claim': restCall<VipClaimAnswer>()(),
  'GET /main/vip/cashback/history': restCall<GrantView[]>()(),
  'GET /main/promo/checkInVip': restCall<VipDepositCheck>()(),
  'POST /main/promo/checkInVip': restCall<VipDepositCheckAnswer>()(),
  'GET /main/promo/checkInVip/record': restCall<GrantView[]>()(),
} as const;
