/**
 * The site settings (SPEC §3 "Site config keys"): each key's shape as a TypeBox schema and its one
 * default. The demo seed writes these defaults, every reader falls back to them when a stored value
 * is missing or malformed, and the operator's write is checked against the same schema. Amounts are
 * wire strings in rupiah, as the client shows them.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { WHEEL_MAX_TOTAL_WEIGHT } from '@kasino/shared/fairness/promo/daily-wheel';
import { RED_POCKET_MAX_SHARES, redPocketProblem, type RedPocketTerms } from '@kasino/shared/fairness/promo/red-pocket';
import { parseAmount } from '@kasino/shared/money';

/** A wire amount: whole rupiah with at most 2 decimals, never negative. */
const Amount = Type.String({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,2})?$' });
/** A rate as a decimal string ("0.5" is 50 %). */
const Rate = Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,4})?$' });
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const Range = Type.Object({ min: Amount, max: Amount });
/** An https link, or empty for none (no javascript:, no plain http for a page players trust). */
const ContactUrl = Type.String({ maxLength: 300, pattern: '^(https://[^\\s<>"]+)?$' });
export type WireRange = Static<typeof Range>;

/** A range is usable when it starts above zero and does not end before it starts. */
export const isRange = (r: WireRange): boolean => {
  const min = parseAmount(r.min);
  const max = parseAmount(r.max);
  return min !== null && max !== null && min > 0n && max >= min;
};

/** Level 0 starts at 0 and every next level strictly higher; rates at most 100%. */
export function vipLevelsValid(levels: readonly { score: string; originalBackRate: string; slotsBackRate: string }[]): boolean {
  let previous: bigint | null = null;
  for (const level of levels) {
    const score = parseAmount(level.score);
    if (score === null || (previous === null ? score !== 0n : score <= previous)) return false;
    if (Number(level.originalBackRate) > 1 || Number(level.slotsBackRate) > 1) return false;
    previous = score;
  }
  return true;
}

/** Bronze needs no downline; each next level more downlines and a rate not lower; rates at most 50%. */
export function referralLevelsValid(levels: readonly { activeDownlines: number; rate: string }[]): boolean {
  return levels.every(
    (l, i) =>
      Number(l.rate) <= 0.5 &&
      (i === 0
        ? l.activeDownlines === 0
        : l.activeDownlines > levels[i - 1]!.activeDownlines && Number(l.rate) >= Number(levels[i - 1]!.rate)),
  );
}

export interface SettingDefinition<S extends TSchema = TSchema> {
  readonly schema: S;
  readonly default: Static<S>;
  /** What the schema cannot say (a range's order); a value failing it counts as malformed. */
  readonly valid?: (value: Static<S>) => boolean;
}

/** Pages `page_open` may never close (or close a parent of): a player can always get to their money and to help. */
export const ALWAYS_OPEN = [
  '/account',
  '/wallet',
  '/withdraw',
  '/withdraw-record',
  '/bank-card',
  '/deposit-record',
  '/balance-record',
  '/transaction',
  '/responsible-gaming',
  '/help',
  '/inbox',
  '/security-info',
  '/edit-password',
  '/login',
];

const setting = <S extends TSchema>(schema: S, value: Static<S>, valid?: (v: Static<S>) => boolean): SettingDefinition<S> => ({
  schema,
  default: value,
  valid,
});

/** Wagering on a bonus amount: at most 10x (PROMOTIONS.md, the UK cap from 2026). */
const Turnover = Type.Integer({ minimum: 0, maximum: 10 });
const Reward = Type.Object({ enabled: Type.Boolean(), rate: Rate, maxBonus: Amount, turnover: Turnover });
/** A deposit bonus after the first: a rate of the deposit from a minimum, up to a cap. */
const LaterDeposit = Type.Object({ enabled: Type.Boolean(), min: Amount, rate: Rate, maxBonus: Amount, turnover: Turnover });
/** Per promotion: the kill switch (`enabled`), budgets in rupiah ("0" is no budget left) and the per-player cap. */
const PromoControl = Type.Object({ enabled: Type.Boolean(), totalBudget: Amount, dailyBudget: Amount, playerCap: Amount });
/** Per game (`default` for the others): the stake range the game takes. */
const GameBetRange = Type.Record(Type.String({ pattern: '^[a-z0-9_]{1,32}$' }), Range);

/** A red pocket drop's split terms in whole rupiah (NaN for amounts with sen, which the split refuses). */
export function redPocketTermsOf(drop: { pot: string; shares: number }, limits: { minAmount: string; maxAmount: string }): RedPocketTerms {
  const rupiah = (wire: string) => (/^[0-9]+$/.test(wire) ? Number(wire) : Number.NaN);
  return { pot: rupiah(drop.pot), shares: drop.shares, min: rupiah(limits.minAmount), max: rupiah(limits.maxAmount) };
}

export const siteSettings = {
  deposit_reward_new_user: setting(Reward, { enabled: true, rate: '0.5', maxBonus: '500000', turnover: 10 }),
  // The invited player's first-deposit reward (on top of the new-user one): `rate` of the first deposit
  // from `first_recharge_min_amount`, at most `maxBonus`, when an unrelated inviter is bound.
  deposit_reward_spa_invite: setting(Reward, { enabled: true, rate: '0.2', maxBonus: '200000', turnover: 8 }),
  // The red pocket (Angpao, PROMOTIONS.md): each WIB day, one drop per `drops` entry opens at `at` (WIB)
  // for `minutes`, its `pot` split into `shares` of `minAmount`..`maxAmount` each (checked on save). A
  // player opens at most `dailyLimit` drops a day, once today's paid deposits reach `depositToday`; a
  // share is a grant with `turnover`x wagering. `drops`, `depositToday` and `turnover` are optional so
  // a value stored before them still reads (their defaults apply).
  promo_red_pocket_normal: setting(
    Type.Object({
      enabled: Type.Boolean(),
      minAmount: Amount,
      maxAmount: Amount,
      dailyLimit: Count,
      drops: Type.Optional(
        Type.Array(
          Type.Object({
            at: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }),
            pot: Amount,
            shares: Type.Integer({ minimum: 1, maximum: RED_POCKET_MAX_SHARES }),
            minutes: Type.Integer({ minimum: 1, maximum: 1440 }),
          }),
          { maxItems: 12 },
        ),
      ),
      depositToday: Type.Optional(Amount),
      turnover: Type.Optional(Turnover),
    }),
    {
      enabled: true,
      minAmount: '1000',
      maxAmount: '50000',
      dailyLimit: 3,
      drops: [
        { at: '12:00', pot: '500000', shares: 100, minutes: 120 },
        { at: '20:00', pot: '1000000', shares: 150, minutes: 120 },
      ],
      depositToday: '50000',
      turnover: 1,
    },
    (v) => (v.drops ?? []).every((d) => redPocketProblem(redPocketTermsOf(d, v)) === null),
  ),
  manual_pay_bank_strategy: setting(
    Type.Object({ banks: Type.Array(Type.String({ pattern: '^[A-Z]{2,16}$' }), { maxItems: 32 }), rotate: Type.String({ maxLength: 32 }) }),
    { banks: ['BCA', 'BNI', 'BRI', 'MANDIRI'], rotate: 'round_robin' },
  ),
  first_recharge_min_amount: setting(Amount, '20000'),
  recharge_range: setting(Range, { min: '10000', max: '50000000' }, isRange),
  first_recharge_law: setting(Type.Object({ tiers: Type.Array(Type.Object({ min: Amount, bonusRate: Rate }), { maxItems: 20 }) }), {
    tiers: [
      { min: '20000', bonusRate: '0.3' },
      { min: '100000', bonusRate: '0.5' },
    ],
  }),
  // SPEC names the key but no figure. The seed said Rp 20.000 and the readers' fallback Rp 50.000;
  // Rp 50.000 it is, the figure the wallet pages and their tests were built around.
  withdraw_range: setting(Range, { min: '50000', max: '25000000' }, isRange),
  recharge_fixed_amount: setting(Type.Array(Amount, { maxItems: 20 }), [
    '20000',
    '50000',
    '100000',
    '200000',
    '500000',
    '1000000',
    '2000000',
    '5000000',
  ]),
  invite_first_recharge_timeout: setting(Type.Object({ days: Count }), { days: 7 }),
  invite_first_recharge_bonus_amount: setting(Amount, '50000'),
  deposit_reward_scope: setting(Type.Union([Type.Literal('all'), Type.Literal('slots')]), 'all'),
  withdraw_fee: setting(Type.Object({ perMille: Type.Integer({ minimum: 0, maximum: 1000 }), min: Amount, freeFrom: Amount }), {
    perMille: 10,
    min: '2500',
    freeFrom: '1000000',
  }),
  withdraw_limits: setting(Type.Object({ daily: Amount, maxBankAccounts: Type.Integer({ minimum: 1, maximum: 50 }) }), {
    daily: '50000000',
    maxBankAccounts: 5,
  }),
  // The help centre's contact page: links an operator opens to players (an empty string hides a link).
  contact_links: setting(
    Type.Object({
      whatsapp: ContactUrl,
      telegram: ContactUrl,
      liveChat: ContactUrl,
      email: Type.String({ maxLength: 120, pattern: '^([^@\\s<>]+@[^@\\s<>]+\\.[a-z]{2,})?$' }),
    }),
    { whatsapp: '', telegram: '', liveChat: '', email: '' },
  ),
  // `page/open` (SPEC §7 /main/site/page/open): the pages an operator has closed, e.g. a game or a
  // promotion its licence does not cover, each with the message shown instead. What a player must
  // always reach (the lobby, the account, the wallet and withdrawals, help, player protection, the
  // inbox) cannot be closed. The server's own switches (promotion kill switches, region restriction)
  // are what refuse the calls; this closes the screens.
  page_open: setting(
    Type.Object({
      closed: Type.Array(
        Type.Object({
          path: Type.String({ pattern: '^(/[a-z0-9-]+)+$', maxLength: 80 }),
          message: Type.String({ maxLength: 200 }),
        }),
        { maxItems: 60 },
      ),
    }),
    { closed: [] },
    (v) => v.closed.every((c) => !ALWAYS_OPEN.some((open) => open === c.path || open.startsWith(`${c.path}/`))),
  ),
  // SPEC §7: images go through a CDN that serves them as jpg at quality 80. `base` is the CDN's https
  // origin put before a site path (/uploads/…); `suffix` is its transform (e.g. `?format=jpg&quality=80`).
  // Both empty: images are served by Kasino itself, unchanged.
  image_cdn: setting(
    Type.Object({
      base: Type.String({ maxLength: 200, pattern: '^(https://[a-zA-Z0-9.-]+(:[0-9]{1,5})?)?$' }),
      suffix: Type.String({ maxLength: 120, pattern: '^([?#][^\\s<>"]*)?$' }),
    }),
    { base: '', suffix: '' },
  ),
  // Promotions (PROMOTIONS.md). The first deposit bonus is `first_recharge_law`'s tiers from
  // `first_recharge_min_amount`, capped and wagered by `deposit_reward_new_user`; these add the rest.
  promo_controls: setting(
    // gift_code is optional so a value stored before it existed still reads (its default applies).
    Type.Object({
      first_deposit: PromoControl,
      second_deposit: PromoControl,
      third_deposit: PromoControl,
      check_in: PromoControl,
      gift_code: Type.Optional(PromoControl),
      rescue: Type.Optional(PromoControl),
      newcomer: Type.Optional(PromoControl),
      vip_level: Type.Optional(PromoControl),
      vip_cashback: Type.Optional(PromoControl),
      vip_deposit_check: Type.Optional(PromoControl),
      thursday_cashback: Type.Optional(PromoControl),
      referral_rebate: Type.Optional(PromoControl),
      referral_first_deposit: Type.Optional(PromoControl),
      agency_task: Type.Optional(PromoControl),
      daily_wheel: Type.Optional(PromoControl),
      red_pocket: Type.Optional(PromoControl),
      invite_deposit: Type.Optional(PromoControl),
      holiday_sign: Type.Optional(PromoControl),
      continuous: Type.Optional(PromoControl),
      phone_recharge: Type.Optional(PromoControl),
      props_dist: Type.Optional(PromoControl),
    }),
    {
      first_deposit: { enabled: true, totalBudget: '1000000000', dailyBudget: '50000000', playerCap: '500000' },
      second_deposit: { enabled: true, totalBudget: '500000000', dailyBudget: '25000000', playerCap: '200000' },
      third_deposit: { enabled: true, totalBudget: '250000000', dailyBudget: '10000000', playerCap: '100000' },
      check_in: { enabled: true, totalBudget: '200000000', dailyBudget: '10000000', playerCap: '1000000' },
      gift_code: { enabled: true, totalBudget: '200000000', dailyBudget: '20000000', playerCap: '1000000' },
      rescue: { enabled: true, totalBudget: '300000000', dailyBudget: '20000000', playerCap: '5000000' },
      newcomer: { enabled: true, totalBudget: '200000000', dailyBudget: '10000000', playerCap: '20000' },
      vip_level: { enabled: true, totalBudget: '5000000000', dailyBudget: '100000000', playerCap: '50000000' },
      vip_cashback: { enabled: true, totalBudget: '5000000000', dailyBudget: '100000000', playerCap: '1000000000' },
      vip_deposit_check: { enabled: true, totalBudget: '2000000000', dailyBudget: '50000000', playerCap: '500000000' },
      thursday_cashback: { enabled: true, totalBudget: '2000000000', dailyBudget: '200000000', playerCap: '100000000' },
      referral_rebate: { enabled: true, totalBudget: '5000000000', dailyBudget: '200000000', playerCap: '5000000000' },
      referral_first_deposit: { enabled: true, totalBudget: '1000000000', dailyBudget: '50000000', playerCap: '100000000' },
      agency_task: { enabled: true, totalBudget: '500000000', dailyBudget: '20000000', playerCap: '50000000' },
      daily_wheel: { enabled: true, totalBudget: '500000000', dailyBudget: '20000000', playerCap: '2000000' },
      red_pocket: { enabled: true, totalBudget: '500000000', dailyBudget: '5000000', playerCap: '2000000' },
      invite_deposit: { enabled: true, totalBudget: '500000000', dailyBudget: '25000000', playerCap: '200000' },
      holiday_sign: { enabled: true, totalBudget: '200000000', dailyBudget: '50000000', playerCap: '200000' },
      continuous: { enabled: true, totalBudget: '500000000', dailyBudget: '50000000', playerCap: '5000000' },
      phone_recharge: { enabled: true, totalBudget: '100000000', dailyBudget: '5000000', playerCap: '1000000' },
      props_dist: { enabled: true, totalBudget: '500000000', dailyBudget: '50000000', playerCap: '5000000' },
    },
  ),
  deposit_bonus_later: setting(Type.Object({ second: LaterDeposit, third: LaterDeposit }), {
    second: { enabled: true, min: '50000', rate: '0.2', maxBonus: '200000', turnover: 8 },
    third: { enabled: true, min: '50000', rate: '0.1', maxBonus: '100000', turnover: 5 },
  }),
  // SPEC §4 check-in: day n needs the day's deposits to reach `quota`; `rewards` are days 1-7.
  check_in: setting(Type.Object({ quota: Amount, rewards: Type.Array(Amount, { minItems: 7, maxItems: 7 }), turnover: Turnover }), {
    quota: '50000',
    rewards: ['1000', '2000', '3000', '5000', '8000', '10000', '20000'],
    turnover: 1,
  }),
  // Newcomer mission: tasks open for `days` after registration, each paying its reward once. Changing
  // the rewards should raise `version`: a grant is keyed by version and task.
  newcomer_mission: setting(
    Type.Object({
      days: Type.Integer({ minimum: 1, maximum: 90 }),
      version: Type.Integer({ minimum: 1, maximum: 1_000 }),
      turnover: Turnover,
      rewards: Type.Object({ bind_email: Amount, first_deposit: Amount, first_bet: Amount, enable_2fa: Amount, deposit_limit: Amount }),
    }),
    {
      days: 7,
      version: 1,
      turnover: 1,
      rewards: { bind_email: '2000', first_deposit: '5000', first_bet: '2000', enable_2fa: '3000', deposit_limit: '2000' },
    },
  ),
  // VIP club (PROMOTIONS.md): level n starts at `score` (theoretical house revenue in rupiah, lifetime);
  // level 0 starts at 0 and each next level strictly higher (checked on save). `levelBonus` is paid once
  // when the level is first reached; the rates are cashback on the theoretical revenue of originals and
  // of third-party games. Defaults give back at most about a quarter of the house's expected revenue.
  vip_levels: setting(
    Type.Object({
      enabled: Type.Boolean(),
      levels: Type.Array(Type.Object({ score: Amount, levelBonus: Amount, originalBackRate: Rate, slotsBackRate: Rate }), {
        minItems: 1,
        maxItems: 50,
      }),
    }),
    {
      enabled: true,
      levels: [
        { score: '0', levelBonus: '0', originalBackRate: '0', slotsBackRate: '0' },
        { score: '5000', levelBonus: '1000', originalBackRate: '0.05', slotsBackRate: '0.05' },
        { score: '25000', levelBonus: '3000', originalBackRate: '0.06', slotsBackRate: '0.06' },
        { score: '100000', levelBonus: '10000', originalBackRate: '0.07', slotsBackRate: '0.07' },
        { score: '300000', levelBonus: '25000', originalBackRate: '0.08', slotsBackRate: '0.08' },
        { score: '1000000', levelBonus: '75000', originalBackRate: '0.1', slotsBackRate: '0.1' },
        { score: '3000000', levelBonus: '200000', originalBackRate: '0.12', slotsBackRate: '0.12' },
        { score: '10000000', levelBonus: '700000', originalBackRate: '0.14', slotsBackRate: '0.14' },
        { score: '30000000', levelBonus: '2000000', originalBackRate: '0.16', slotsBackRate: '0.16' },
        { score: '100000000', levelBonus: '7000000', originalBackRate: '0.18', slotsBackRate: '0.18' },
        { score: '300000000', levelBonus: '20000000', originalBackRate: '0.2', slotsBackRate: '0.2' },
      ],
    },
    (v) => vipLevelsValid(v.levels),
  ),
  // VIP deposit check (`checkInVip`): once per WIB day, deposits of the day from `minDeposit` × the
  // rate of the player's VIP level (index = level; the last rate serves the levels above; VIP 0 none),
  // at most `maxBonus`, with `turnover` × the bonus to wager.
  vip_deposit_check: setting(
    Type.Object({
      enabled: Type.Boolean(),
      rates: Type.Array(Rate, { minItems: 1, maxItems: 50 }),
      minDeposit: Amount,
      maxBonus: Amount,
      turnover: Turnover,
    }),
    {
      enabled: true,
      rates: ['0', '0.01', '0.01', '0.015', '0.015', '0.02', '0.02', '0.025', '0.025', '0.03', '0.03'],
      minDeposit: '100000',
      maxBonus: '1000000',
      turnover: 1,
    },
    (v) => v.rates.every((r) => Number(r) <= 0.2),
  ),
  // Thursday cashback (SPEC §5): the week's slot losses × the rate of the player's VIP level (index =
  // level; the last rate serves the levels above), from `minLoss`, at most `maxBonus`.
  thursday_cashback: setting(
    Type.Object({ rates: Type.Array(Rate, { minItems: 1, maxItems: 50 }), minLoss: Amount, maxBonus: Amount, turnover: Turnover }),
    {
      rates: ['0.03', '0.04', '0.05', '0.05', '0.06', '0.06', '0.07', '0.08', '0.08', '0.09', '0.1'],
      minLoss: '50000',
      maxBonus: '5000000',
      turnover: 1,
    },
    (v) => v.rates.every((r) => Number(r) <= 0.5),
  ),
  // Referral (PROMOTIONS.md): agent levels by active tier-1 downlines (strictly rising from 0 at bronze),
  // each with its rebate rate on the downlines' theoretical revenue (rising, at most 50%: the chain never
  // pays more than the top rate); a downline is active with `activeWager` of settled bets in the last
  // `activeDays` WIB days; the inviter's bonus for a downline's first deposit ≥ `minDeposit`, paid after
  // `days` days if the downline played `activeWager` since the deposit.
  referral: setting(
    Type.Object({
      enabled: Type.Boolean(),
      levels: Type.Array(Type.Object({ activeDownlines: Count, rate: Rate }), { minItems: 3, maxItems: 3 }),
      activeWager: Amount,
      activeDays: Type.Integer({ minimum: 1, maximum: 90 }),
      firstDeposit: Type.Object({ minDeposit: Amount, bonus: Amount, days: Type.Integer({ minimum: 1, maximum: 90 }) }),
    }),
    {
      enabled: true,
      levels: [
        { activeDownlines: 0, rate: '0.1' },
        { activeDownlines: 5, rate: '0.15' },
        { activeDownlines: 20, rate: '0.2' },
      ],
      activeWager: '10000',
      activeDays: 7,
      firstDeposit: { minDeposit: '50000', bonus: '20000', days: 7 },
    },
    (v) => referralLevelsValid(v.levels),
  ),
  // The agency programme: weekly tasks (tier-1 members who joined this WIB week and became active, or
  // made their first deposit this week) with their rewards; `suspendAt` spam reports from different
  // players suspend an agent until staff decide. Changing a task's target or reward should change its id.
  agency: setting(
    Type.Object({
      enabled: Type.Boolean(),
      suspendAt: Type.Integer({ minimum: 1, maximum: 100 }),
      tasks: Type.Array(
        Type.Object({
          id: Type.String({ pattern: '^[a-z0-9_]{1,32}$' }),
          kind: Type.Union([Type.Literal('new_active'), Type.Literal('first_deposits')]),
          target: Type.Integer({ minimum: 1, maximum: 10_000 }),
          reward: Amount,
        }),
        { maxItems: 10 },
      ),
    }),
    {
      enabled: true,
      suspendAt: 3,
      tasks: [
        { id: 'active_5', kind: 'new_active', target: 5, reward: '50000' },
        { id: 'deposits_3', kind: 'first_deposits', target: 3, reward: '30000' },
      ],
    },
    (v) => new Set(v.tasks.map((t) => t.id)).size === v.tasks.length,
  ),
  // Rescue bonus: `rate` of yesterday's net game loss (stakes − payouts, WIB day) from `minLoss`, at most `maxBonus`.
  rescue_bonus: setting(Type.Object({ rate: Rate, minLoss: Amount, maxBonus: Amount, turnover: Turnover }), {
    rate: '0.05',
    minLoss: '100000',
    maxBonus: '1000000',
    turnover: 1,
  }),
  // Phone recharge (`phoneRecharge`): phone credit (pulsa) to the registered number when this WIB
  // week's paid deposits reach a tier's `minDeposit`; each tier once a week. No wagering: it is not money.
  phone_recharge: setting(
    Type.Object({
      enabled: Type.Boolean(),
      tiers: Type.Array(Type.Object({ minDeposit: Amount, reward: Amount }), { minItems: 1, maxItems: 6 }),
    }),
    {
      enabled: true,
      tiers: [
        { minDeposit: '300000', reward: '5000' },
        { minDeposit: '1000000', reward: '20000' },
        { minDeposit: '5000000', reward: '100000' },
      ],
    },
    (v) => v.tiers.every((t, i) => i === 0 || Number(t.minDeposit) > Number(v.tiers[i - 1]!.minDeposit)),
  ),
  // Holiday check-in (`holidaySign`): on each listed WIB date a player whose deposits that day reach
  // `minDeposit` may sign once for `reward` (a grant with `turnover`x wagering). Dates are unique.
  holiday_sign: setting(
    Type.Object({
      enabled: Type.Boolean(),
      days: Type.Array(
        Type.Object({
          date: Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' }),
          name: Type.String({ minLength: 2, maxLength: 60 }),
          reward: Amount,
          minDeposit: Amount,
        }),
        { maxItems: 60 },
      ),
      turnover: Turnover,
    }),
    {
      enabled: true,
      days: [
        { date: '2026-12-25', name: 'Hari Natal', reward: '10000', minDeposit: '50000' },
        { date: '2027-01-01', name: 'Tahun Baru 2027', reward: '20000', minDeposit: '50000' },
        { date: '2027-02-06', name: 'Tahun Baru Imlek', reward: '10000', minDeposit: '50000' },
        { date: '2027-03-10', name: 'Hari Raya Idulfitri', reward: '20000', minDeposit: '50000' },
      ],
      turnover: 1,
    },
    (v) => new Set(v.days.map((d) => d.date)).size === v.days.length,
  ),
  // Setoran Beruntun (`continuous`): a streak is consecutive WIB days whose paid deposits each reach
  // `minDaily` (above 0); reaching a milestone's `days` in one streak grants its `reward` once, with
  // `turnover`x wagering. Milestone days rise strictly (checked on save); past the last one the streak
  // keeps counting but earns nothing more until it breaks.
  continuous_deposit: setting(
    Type.Object({
      enabled: Type.Boolean(),
      minDaily: Amount,
      turnover: Turnover,
      milestones: Type.Array(Type.Object({ days: Type.Integer({ minimum: 1, maximum: 366 }), reward: Amount }), {
        minItems: 1,
        maxItems: 12,
      }),
    }),
    {
      enabled: true,
      minDaily: '100000',
      turnover: 1,
      milestones: [
        { days: 3, reward: '10000' },
        { days: 7, reward: '30000' },
        { days: 15, reward: '80000' },
        { days: 30, reward: '200000' },
      ],
    },
    (v) => (parseAmount(v.minDaily) ?? 0n) > 0n && v.milestones.every((m, i) => i === 0 || m.days > v.milestones[i - 1]!.days),
  ),
  // The daily wheel (PROMOTIONS.md): segments clockwise from the pointer, each a prize (0: "Coba lagi")
  // and a weight (whole numbers, total 1..1,000,000: checked on save). Spins are earned per WIB day:
  // every `earn` rule the day's paid deposits or settled stakes reach adds its spins (rules add up), and
  // the day's spins are used that day. A prize is a grant with `turnover`x wagering.
  daily_wheel: setting(
    Type.Object({
      enabled: Type.Boolean(),
      segments: Type.Array(Type.Object({ amount: Amount, weight: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }), {
        minItems: 2,
        maxItems: 16,
      }),
      earn: Type.Array(
        Type.Object({
          kind: Type.Union([Type.Literal('deposit'), Type.Literal('wager')]),
          min: Amount,
          spins: Type.Integer({ minimum: 1, maximum: 10 }),
        }),
        { maxItems: 10 },
      ),
      turnover: Turnover,
    }),
    {
      enabled: true,
      segments: [
        { amount: '1000', weight: 2000 },
        { amount: '50000', weight: 40 },
        { amount: '500', weight: 3500 },
        { amount: '5000', weight: 800 },
        { amount: '0', weight: 1750 },
        { amount: '10000', weight: 400 },
        { amount: '2000', weight: 1500 },
        { amount: '100000', weight: 10 },
      ],
      earn: [
        { kind: 'deposit', min: '50000', spins: 1 },
        { kind: 'deposit', min: '500000', spins: 2 },
        { kind: 'wager', min: '200000', spins: 1 },
      ],
      turnover: 1,
    },
    (v) => {
      const total = v.segments.reduce((sum, s) => sum + s.weight, 0);
      return total > 0 && total <= WHEEL_MAX_TOTAL_WEIGHT;
    },
  ),
  // While a bonus is under wagering: the share of a stake that counts per lobby category (percent),
  // the largest stake, and the balance below which the bonus closes as spent.
  bonus_wagering: setting(
    Type.Object({
      contributions: Type.Record(Type.String({ pattern: '^[a-z]{1,16}$' }), Type.Integer({ minimum: 0, maximum: 100 })),
      maxBet: Amount,
      depletedBelow: Amount,
    }),
    {
      contributions: { instant: 100, slot: 100, fish: 100, egames: 100, lottery: 50, sports: 50, live: 10, table: 10 },
      maxBet: '50000',
      depletedBelow: '1000',
    },
  ),
  game_bet_range: setting(
    GameBetRange,
    { default: { min: '1000', max: '10000000' } },
    (v) => v.default !== undefined && Object.values(v).every(isRange),
  ),
};

export type SettingKey = keyof typeof siteSettings;
export type SettingValue<K extends SettingKey> = (typeof siteSettings)[K]['default'];
export type SiteSettingValues = { [K in SettingKey]: SettingValue<K> };

export const settingKeys = Object.keys(siteSettings) as SettingKey[];
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(siteSettings, key);
