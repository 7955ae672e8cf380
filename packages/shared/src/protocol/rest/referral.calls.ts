/** SPEC §7 `/main/promo/spread*` (referral) and the agency programme (`spa*`, `spammer*`). */
import { Type } from 'typebox';
import { INVITE_CODE_PATTERN } from '../../validation.ts';
import { CountParam, IntParam, PageParam } from '../params.ts';
import type { GrantView } from '../promo.ts';
import type {
  AgencyReport,
  AgencyState,
  AgencyTask,
  Paged,
  ReferralTerms,
  SpamReport,
  SpreadBonus,
  SpreadClaim,
  SpreadInfo,
  SpreadLog,
  SpreadMember,
  TaskClaim,
} from '../referral.ts';
import { restCall } from './call.ts';

// Query strings stay open: the client adds its request_id to every call.
export const ReferralPageQuery = Type.Object({ page: Type.Optional(PageParam()), count: Type.Optional(CountParam(100)) });
export const MembersQuery = Type.Object({
  tier: Type.Optional(IntParam(1, 3)),
  page: Type.Optional(PageParam()),
  count: Type.Optional(CountParam(100)),
});
export const RelationBody = Type.Object({ inviteCode: Type.String({ pattern: INVITE_CODE_PATTERN }) }, { additionalProperties: false });
const Text = (max: number) => Type.String({ minLength: 2, maxLength: max });
export const ApplyBody = Type.Object(
  { channel: Text(100), audience: Text(200), contact: Text(100), plan: Text(1000), acceptTerms: Type.Boolean() },
  { additionalProperties: false },
);
export const SpamBody = Type.Object(
  { inviteCode: Type.String({ pattern: INVITE_CODE_PATTERN }), detail: Text(1000) },
  { additionalProperties: false },
);
export const ReportQuery = Type.Object({
  period: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')])),
});
export const TaskBody = Type.Object({ task: Type.String({ pattern: '^[a-z0-9_]{1,32}$' }) }, { additionalProperties: false });

export const referralCalls = {
  'GET /main/promo/spread/terms': restCall<ReferralTerms>()(),
  'GET /main/promo/spread/info': restCall<SpreadInfo>()(),
  'POST /main/promo/spread/relation': restCall<SpreadInfo>()({ body: RelationBody }),
  'GET /main/promo/spread/members': restCall<Paged<SpreadMember>>()({ query: MembersQuery }),
  'GET /main/promo/spread/logs': restCall<Paged<SpreadLog>>()({ query: ReferralPageQuery }),
  'GET /main/promo/spread/bonus': restCall<SpreadBonus>()(),
  'POST /main/promo/spread/bonus': restCall<SpreadClaim>()(),
  'GET /main/promo/spread/history': restCall<GrantView[]>()(),
  'GET /main/promo/spa/apply': restCall<AgencyState>()(),
  'POST /main/promo/spa/apply': restCall<AgencyState>()({ body: ApplyBody }),
  'GET /main/promo/spa/members': restCall<Paged<SpreadMember>>()({ query: MembersQuery }),
  'GET /main/promo/spa/report': restCall<AgencyReport>()({ query: ReportQuery }),
  'GET /main/promo/spa/tasks': restCall<AgencyTask[]>()(),
  'POST /main/promo/spa/tasks/claim': restCall<TaskClaim>()({ body: TaskBody }),
  'GET /main/promo/spammer/report': restCall<SpamReport[]>()(),
  'POST /main/promo/spammer/report': restCall<SpamReport[]>()({ body: SpamBody }),
} as const;
