/**
 * The site settings (SPEC §3 "Site config keys"): each key's shape as a TypeBox schema and its one
 * default. The demo seed writes these defaults, every reader falls back to them when a stored value
 * is missing or malformed, and the operator's write is checked against the same schema. Amounts are
 * wire strings in rupiah, as the client shows them.
 */
import { Type, type Static, type TSchema } from 'typebox';
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

export interface SettingDefinition<S extends TSchema = TSchema> {
  readonly schema: S;
  readonly default: Static<S>;
  /** What the schema cannot say (a range's order); a value failing it counts as malformed. */
  readonly valid?: (value: Static<S>) => boolean;
}

const setting = <S extends TSchema>(schema: S, value: Static<S>, valid?: (v: Static<S>) => boolean): SettingDefinition<S> => ({
  schema,
  default: value,
  valid,
});

const Reward = Type.Object({ enabled: Type.Boolean(), rate: Rate, maxBonus: Amount, turnover: Count });
/** Per game (`default` for the others): the stake range the game takes. */
const GameBetRange = Type.Record(Type.String({ pattern: '^[a-z0-9_]{1,32}$' }), Range);

export const siteSettings = {
  deposit_reward_new_user: setting(Reward, { enabled: true, rate: '0.5', maxBonus: '500000', turnover: 10 }),
  deposit_reward_spa_invite: setting(Reward, { enabled: true, rate: '0.2', maxBonus: '200000', turnover: 8 }),
  promo_red_pocket_normal: setting(Type.Object({ enabled: Type.Boolean(), minAmount: Amount, maxAmount: Amount, dailyLimit: Count }), {
    enabled: true,
    minAmount: '1000',
    maxAmount: '50000',
    dailyLimit: 3,
  }),
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
