/**
 * One balance-flow row: what moved the balance (label and icon per kind), when, the signed amount in
 * green or red, the balance after it; tapping opens its cause (the deposit order, the withdrawal).
 */
import '../strings.ts';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronRight,
  Dices,
  Gift,
  HandCoins,
  Percent,
  RotateCcw,
  SlidersHorizontal,
  Trophy,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatBalance, formatIdr, parseAmount } from '@kasino/shared/money';
import { balanceFlowLabels, type BalanceFlowKind } from '@kasino/shared/wallet';
import { formatClock, formatDateTime } from '../../../lib/format-time.ts';
import type { FlowRow } from '../api/get-balance-flow.ts';
import { flowCausePath } from '../wallet-paths.ts';

const kindIcons: Record<BalanceFlowKind, LucideIcon> = {
  deposit: ArrowDownToLine,
  withdraw: ArrowUpFromLine,
  withdraw_refund: Undo2,
  stake: Dices,
  payout: Trophy,
  refund: RotateCcw,
  bonus: Gift,
  cashback: Percent,
  rebate: HandCoins,
  adjustment: SlidersHorizontal,
};

/** "+Rp 50.000" / "−Rp 20.000": the sign in front, the shared format after it. */
export function signedIdr(wire: string): { text: string; negative: boolean } {
  const amount = parseAmount(wire) ?? 0n;
  const negative = amount < 0n;
  return { text: `${negative ? '−' : '+'}${formatIdr(negative ? -amount : amount)}`, negative };
}

interface FlowRowItemProps {
  row: FlowRow;
  /** Show only the clock (rows grouped under a day heading) instead of date and time. */
  timeOnly?: boolean;
}

export function FlowRowItem({ row, timeOnly = false }: FlowRowItemProps) {
  const { t } = useTranslation();
  const Icon = kindIcons[row.kind] ?? SlidersHorizontal;
  const { text, negative } = signedIdr(row.amount);
  const to = flowCausePath(row.reference);
  const body = (
    <>
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-xl ${negative ? 'bg-danger/12 text-[#ff7b7b]' : 'bg-accent/12 text-accent'}`}
      >
        <Icon className="size-[18px]" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 block text-[14.5px] leading-snug font-semibold">{balanceFlowLabels[row.kind] ?? row.kind}</span>
        <span className="block truncate text-xs text-faint tabular-nums">
          {timeOnly ? formatClock(row.createdAt) : formatDateTime(row.createdAt)}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end">
        <span
          data-testid="flow-amount"
          className={`text-[14.5px] font-extrabold tabular-nums ${negative ? 'text-[#ff7b7b]' : 'text-accent'}`}
        >
          {text}
        </span>
        <span className="text-[11.5px] text-faint tabular-nums">
          {t('flow.balanceAfter', { amount: formatBalance(parseAmount(row.balanceAfter) ?? 0n) })}
        </span>
      </span>
      {to && <ChevronRight className="-mr-1 size-4 shrink-0 text-faint" aria-hidden="true" />}
    </>
  );
  const className = 'flex items-center gap-3 px-3.5 py-3 transition';
  return to ? (
    <Link to={to} data-testid="flow-row" data-kind={row.kind} className={`${className} hover:bg-surface-2 active:bg-surface-2`}>
      {body}
    </Link>
  ) : (
    <div data-testid="flow-row" data-kind={row.kind} className={className}>
      {body}
    </div>
  );
}
