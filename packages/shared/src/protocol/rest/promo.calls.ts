/** SPEC §7 `/main/promo/*`: the rows of the promotions' calls. */
import { Type } from 'typebox';
import {
  newcomerTasks,
  type BonusDetail,
  type CheckInRecord,
  type CheckInView,
  type ClaimResult,
  type ContinuousView,
  type HolidaySignView,
  type PhoneRechargeView,
  type RedPocketClaimView,
  type RedPocketOpenAnswer,
  type RedPocketView,
  type WheelSpinAnswer,
  type WheelSpinView,
  type WheelTerms,
  type WheelView,
  type ForfeitResult,
  type GiftRedeemResult,
  type GrantView,
  type NewcomerView,
  type PromoInfo,
  type PromotionView,
  type RescueView,
  type RewardSum,
  type ThursdayCashbackView,
  type WithdrawableView,
} from '../promo.ts';
import { IdBody, IdParams, PageQuery, restCall, type Page } from './call.ts';

/** `/main/promo/recharge/:nth`: the promotion and the player's grant of the first, second or third deposit. */
export interface RechargeView {
  promotion: PromotionView | null;
  grant: GrantView | null;
  nextDeposit: number;
}
export type NewcomerPreview = Pick<NewcomerView, 'claimable' | 'total' | 'deadline' | 'open'>;

export const GiftBody = Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: false });
export const NewcomerClaimBody = Type.Object({ task: Type.Enum([...newcomerTasks]) }, { additionalProperties: false });
export const RechargeParams = Type.Object({ nth: Type.Union([Type.Literal('first'), Type.Literal('second'), Type.Literal('3')]) });

export const PhoneClaimBody = Type.Object({ tier: Type.Integer({ minimum: 0, maximum: 5 }) }, { additionalProperties: false });

export const promoCalls = {
  'GET /main/promo/all': restCall<PromotionView[]>()(),
  'GET /main/promo/info': restCall<PromoInfo>()(),
  'GET /main/promo/sum/reward': restCall<RewardSum>()(),
  'GET /main/promo/grant/:id': restCall<GrantView>()({ params: IdParams }),
  'POST /main/promo/claim': restCall<ClaimResult>()({ body: IdBody }),
  'GET /main/promo/bonus': restCall<BonusDetail | null>()(),
  'POST /main/promo/bonus/forfeit': restCall<ForfeitResult>()(),
  'GET /main/promo/withdrawable': restCall<WithdrawableView>()(),
  'GET /main/promo/recharge/:nth': restCall<RechargeView>()({ params: RechargeParams }),
  'POST /main/promo/gift': restCall<GiftRedeemResult>()({ body: GiftBody }),
  'GET /main/promo/rescueBonus': restCall<RescueView>()(),
  'POST /main/promo/rescueBonus': restCall<RescueView>()(),
  'GET /main/promo/cashback': restCall<ThursdayCashbackView>()(),
  'POST /main/promo/cashback': restCall<ThursdayCashbackView>()(),
  'GET /main/promo/newcomer/mission': restCall<NewcomerView>()(),
  'GET /main/promo/newcomer/bonus/preview': restCall<NewcomerPreview>()(),
  'POST /main/promo/newcomer/claim': restCall<NewcomerView>()({ body: NewcomerClaimBody }),
  'GET /main/promo/checkIn': restCall<CheckInView>()(),
  'POST /main/promo/checkIn': restCall<CheckInView>()(),
  'GET /main/promo/checkIn/history': restCall<CheckInRecord[]>()(),
  'GET /main/promo/wheel/rule': restCall<WheelTerms>()(),
  'GET /main/promo/wheel': restCall<WheelView>()(),
  'POST /main/promo/wheel/spin': restCall<WheelSpinAnswer>()(),
  'GET /main/promo/wheel/history': restCall<Page<WheelSpinView>>()({ query: PageQuery() }),
  'GET /main/promo/redPocket/drops': restCall<RedPocketView>()(),
  'GET /main/promo/redPocket/drops/:id/claims': restCall<RedPocketClaimView[]>()({ params: IdParams }),
  'GET /main/promo/redPocket': restCall<RedPocketView>()(),
  'POST /main/promo/redPocket': restCall<RedPocketOpenAnswer>()({ body: IdBody }),
  'GET /main/promo/holidaySign/days': restCall<HolidaySignView>()(),
  'GET /main/promo/holidaySign': restCall<HolidaySignView>()(),
  'POST /main/promo/holidaySign': restCall<HolidaySignView>()(),
  'GET /main/promo/continuous': restCall<ContinuousView>()(),
  'GET /main/promo/phoneRecharge': restCall<PhoneRechargeView>()(),
  'POST /main/promo/phoneRecharge': restCall<PhoneRechargeView & { pending: string | null }>()({ body: PhoneClaimBody }),
  'GET /main/promo/propsDist': restCall<GrantView[]>()(),
} as const;
