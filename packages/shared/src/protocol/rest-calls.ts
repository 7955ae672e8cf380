/**
 * Every REST call of the player's API, typed once (DESIGN "HTTP API"): its method and path, the
 * TypeBox schemas of what it takes (path params, query, body) and the type of what it answers (the
 * envelope's `data`). The server registers each route from its row (`restRoute`: the schemas validate
 * and document it), and the web's `apiCall` takes a row's key and returns its answer's type, so a
 * handler that answers another shape, or a page that reads one, does not compile; a key that is not a
 * row does not compile on either side. A test compares the rows with the running server's routes.
 *
 * Rows are added a domain at a time (`promoCalls` first); calls not yet in the table still go through
 * the untyped `apiRequest`.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { CountParam, IdParam, PageParam } from './params.ts';
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
} from './promo.ts';
import type { VipClaimAnswer, VipConfigs, VipDepositCheck, VipDepositCheckAnswer, VipInfo } from './vip.ts';

export interface CallSchemas {
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
}

/** A row: its schemas, and its answer's type carried by a function type (nothing runs it). */
export type RestCall<S extends CallSchemas, A> = S & { readonly answer: (answer: A) => void };

const answerMark = (): void => undefined;
/** `restCall<Answer>()({ body: Body })`: a row answering `Answer`. */
export const restCall =
  <A>() =>
  <S extends CallSchemas = Record<never, never>>(schemas?: S): RestCall<S, A> =>
    ({ ...(schemas ?? ({} as S)), answer: answerMark }) as RestCall<S, A>;

/** `/main/promo/recharge/:nth`: the promotion and the player's grant of the first, second or third deposit. */
export interface RechargeView {
  promotion: PromotionView | null;
  grant: GrantView | null;
  nextDeposit: number;
}
export type NewcomerPreview = Pick<NewcomerView, 'claimable' | 'total' | 'deadline' | 'open'>;

export const ClaimBody = Type.Object({ id: IdParam() }, { additionalProperties: false });
export const GiftBody = Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: false });
export const NewcomerClaimBody = Type.Object({ task: Type.Enum([...newcomerTasks]) }, { additionalProperties: false });
export const RechargeParams = Type.Object({ nth: Type.Union([Type.Literal('first'), Type.Literal('second'), Type.Literal('3')]) });

/** SPEC §7 `/main/promo/*`. */
// Open to extra keys: the web client adds `request_id` to every query.
export const PageQuery = (maxCount = 50) => Type.Object({ page: Type.Optional(PageParam()), count: Type.Optional(CountParam(maxCount)) });
export const IdBody = Type.Object({ id: IdParam() }, { additionalProperties: false });
export const PhoneClaimBody = Type.Object({ tier: Type.Integer({ minimum: 0, maximum: 5 }) }, { additionalProperties: false });

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  count: number;
}

export const promoCalls = {
  'GET /main/promo/all': restCall<PromotionView[]>()(),
  'GET /main/promo/info': restCall<PromoInfo>()(),
  'GET /main/promo/sum/reward': restCall<RewardSum>()(),
  'GET /main/promo/grant/:id': restCall<GrantView>()({ params: Type.Object({ id: IdParam() }) }),
  'POST /main/promo/claim': restCall<ClaimResult>()({ body: ClaimBody }),
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
  'GET /main/promo/redPocket/drops/:id/claims': restCall<RedPocketClaimView[]>()({ params: Type.Object({ id: IdParam() }) }),
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

export const LevelBody = Type.Object({ level: Type.Integer({ minimum: 1, maximum: 50 }) }, { additionalProperties: false });

/** SPEC §7 `/main/vip/*` and the VIP deposit check (`/main/promo/checkInVip*`). */
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

export const restCalls = { ...promoCalls, ...vipCalls } as const;

export type RestCalls = typeof restCalls;
export type RestKey = keyof RestCalls;
export type { RestMethod } from './rest-path.ts';

type SchemaOf<K extends RestKey, F extends keyof CallSchemas> = RestCalls[K] extends { readonly [P in F]: infer S extends TSchema }
  ? Static<S>
  : undefined;
export type ParamsOf<K extends RestKey> = SchemaOf<K, 'params'>;
export type QueryOf<K extends RestKey> = SchemaOf<K, 'query'>;
export type BodyOf<K extends RestKey> = SchemaOf<K, 'body'>;
export type AnswerOf<K extends RestKey> = RestCalls[K] extends { readonly answer: (answer: infer A) => void } ? A : never;

export { fillPath, splitKey } from './rest-path.ts';
