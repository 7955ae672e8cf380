/**
 * The promotions as cards with the terms the server pays (never a figure it does not): the deposit
 * bonuses with where the player stands (the next deposit's bonus, granted, done), the check-in, the
 * daily wheel and the rest, each linking to its page.
 */
import { formatWireIdr } from '@kasino/shared/money';
import type { DepositReward, GrantView, PromotionView } from '@kasino/shared/protocol/promo';
import {
  CalendarCheck,
  CalendarClock,
  CalendarHeart,
  ChevronRight,
  Coins,
  FerrisWheel,
  Flame,
  Gift,
  LifeBuoy,
  ListChecks,
  Smartphone,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const NTH = {
  first_deposit: 1,
  second_deposit: 2,
  third_deposit: 3,
  check_in: 0,
  gift_code: 0,
  rescue: 0,
  newcomer: 0,
  vip_level: 0,
  vip_cashback: 0,
  thursday_cashback: 0,
  referral_rebate: 0,
  referral_first_deposit: 0,
  vip_deposit_check: 0,
  agency_task: 0,
  daily_wheel: 0,
  red_pocket: 0,
  invite_deposit: 1,
  holiday_sign: 0,
  continuous: 0,
  phone_recharge: 0,
  props_dist: 0,
} as const;

/** The page of each promotion with one of its own (the deposit bonuses share the deposit pages). */
const pages: Partial<Record<PromotionView['id'], string>> = {
  check_in: '/daily-recharge',
  rescue: '/rescue-bonus',
  newcomer: '/activity/special',
  thursday_cashback: '/activity/cashback',
  vip_level: '/vip',
  vip_cashback: '/vip-cash-back',
  referral_rebate: '/referral',
  referral_first_deposit: '/referral/first-deposit',
  vip_deposit_check: '/vip-deposit-check',
  agency_task: '/agency',
  daily_wheel: '/daily-wheel',
  red_pocket: '/red-pocket',
  holiday_sign: '/daily-recharge',
  continuous: '/activity/continuous',
  phone_recharge: '/activity/phone-recharge',
};
const icons: Partial<Record<PromotionView['id'], LucideIcon>> = {
  check_in: CalendarCheck,
  rescue: LifeBuoy,
  newcomer: ListChecks,
  thursday_cashback: CalendarClock,
  referral_rebate: Users,
  referral_first_deposit: Users,
  daily_wheel: FerrisWheel,
  red_pocket: Gift,
  holiday_sign: CalendarHeart,
  continuous: Flame,
  phone_recharge: Smartphone,
};

type CardState = 'available' | 'next' | 'claimable' | 'done' | 'ended' | 'invitedOnly';

function stateOf(
  p: PromotionView,
  grants: readonly GrantView[] | null,
  nextDeposit: number | null,
  canJoin: readonly DepositReward[],
): CardState {
  if (!p.enabled) return 'ended';
  if (p.id === 'check_in' || !grants || nextDeposit === null) return 'available';
  // A streak earns again once it breaks: claimable while a milestone's grant waits, else open.
  if (p.id === 'continuous') return grants.some((g) => g.promotion === p.id && g.status === 'claimable') ? 'claimable' : 'available';
  const grant = grants.find((g) => g.promotion === p.id);
  if (grant) return grant.status === 'claimable' ? 'claimable' : 'done';
  // Only the deposit bonuses follow the deposit count; the others stay open until granted.
  const nth: number = NTH[p.id];
  if (nth === 0) return 'available';
  if (p.id === 'invite_deposit' && nextDeposit === 1 && !canJoin.includes('DEPOSIT_REWARD_SPA_INVITE')) return 'invitedOnly';
  return nth === nextDeposit ? 'next' : nth < nextDeposit ? 'done' : 'available';
}

export function PromoCards({
  promotions,
  grants,
  nextDeposit,
  canJoin = [],
}: {
  promotions: PromotionView[];
  grants: GrantView[] | null;
  nextDeposit: number | null;
  /** The first-deposit rewards the player may still join (the invite reward needs an inviter). */
  canJoin?: readonly DepositReward[];
}) {
  const { t } = useTranslation();
  const money = (v: string | undefined) => formatWireIdr(v ?? '0');
  return (
    <ul className="flex flex-col gap-2.5" data-testid="promo-cards">
      {promotions.map((p) => {
        const state = stateOf(p, grants, nextDeposit, canJoin);
        const to = pages[p.id] ?? (state === 'next' ? '/deposit' : '/activity/deposit/bonus');
        const Icon = icons[p.id] ?? Coins;
        return (
          <li key={p.id}>
            <Link
              to={to}
              data-testid={`promo-card-${p.id}`}
              data-state={state}
              className="flex items-center gap-3 rounded-3xl bg-gradient-to-br from-surface-2 to-surface-1 p-4 ring-1 ring-line/60 transition active:scale-[0.99]"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent/15 text-accent">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-center gap-2">
                  <span className="truncate text-[15px] font-extrabold">{t(`promo.names.${p.id}`)}</span>
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-[11.5px] font-bold ${state === 'ended' ? 'bg-surface-2 text-faint' : 'bg-gold/15 text-gold'}`}
                  >
                    {t(`promo.state.${state}`)}
                  </span>
                </span>
                <span className="text-[13px] text-muted">
                  {t(`promo.cards.${p.id}`, {
                    topRate: p.terms.topRate,
                    cap: money(p.terms.cap),
                    rate: p.terms.topRate,
                    days: p.terms.days,
                    quota: money(p.terms.quota),
                    total: money(p.terms.total),
                    top: money(p.terms.top),
                    times: p.terms.times,
                    max: money(p.terms.max),
                    name: p.terms.name,
                    date: p.terms.date,
                    reward: money(p.terms.reward),
                  })}
                </span>
                <span className="text-[12px] text-faint">
                  {p.terms.minimum ? `${t('promo.minimum', { amount: money(p.terms.minimum) })} · ` : ''}
                  {p.wageringMultiple > 0 ? t('promo.wagering', { count: p.wageringMultiple }) : t('promo.noWagering')}
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-faint" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
