/**
 * The Wingo bet sheet: the selection in its colour, an amount preset, the quantity with ×1 ×5 ×10 ×20
 * ×50 ×100, and the total (amount × quantity) checked against the range and the balance (SPEC §5).
 * While betting is closed the bet waits for the next round (SPEC §4).
 */
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { useUser } from '../../../lib/auth/get-user.ts';
import { stakeProblem, stakeRangeOf } from '../controls/stake-field.tsx';
import type { BetRangeWire } from '../rounds/rounds-api.ts';
import type { WingoModel } from './wingo-api.ts';
import { selectColour } from './wingo-ball.tsx';
import { selectName } from '../../../lib/games/wingo-picks.ts';
import '../../../i18n/tables-strings.ts';

const PRESETS = [1_000n, 10_000n, 100_000n, 1_000_000n].map((r) => r * 100n);
export const MULTIPLIERS = [1, 5, 10, 20, 50, 100] as const;
const MAX_QUANTITY = 9_999;

interface SheetProps {
  select: string | null;
  /** The quantity the sheet opens with (the quick ×1 … ×100 chips under the balls). */
  quantity: number;
  model: WingoModel;
  range: BetRangeWire | undefined;
  closed: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (select: string, amountWire: string) => Promise<boolean>;
}

export function WingoBetSheet({ select, quantity, model, range, closed, busy, onClose, onConfirm }: SheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      open={select !== null}
      onClose={onClose}
      title={select ? t('rounds.wingo.sheetTitle', { model: t(`rounds.wingo.models.${model}`), select: selectName(select, t) }) : ''}
      testId="wingo-sheet"
    >
      {select && (
        <SheetBody
          key={select}
          select={select}
          quantity={quantity}
          range={range}
          closed={closed}
          busy={busy}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      )}
    </BottomSheet>
  );
}

/** "Hijau", "Ungu", "Merah", "Besar", "Kecil" or the digit. */
function SheetBody({
  select,
  quantity: initialQuantity,
  range,
  closed,
  busy,
  onClose,
  onConfirm,
}: Omit<SheetProps, 'select' | 'model'> & { select: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const stakeRange = stakeRangeOf(range);
  const presets = stakeRange ? PRESETS.filter((p) => p >= stakeRange.min && p <= stakeRange.max) : PRESETS;
  const [base, setBase] = useState<bigint>(() => presets[0] ?? stakeRange?.min ?? PRESETS[0]!);
  const [quantity, setQuantity] = useState(initialQuantity);
  const total = base * BigInt(quantity);
  const balance = user.data ? parseAmount(user.data.balance) : null;
  const problem = stakeProblem(total, stakeRange, balance, {
    required: t('roller.amountRequired'),
    range: (min, max) => t('roller.amountRange', { min: formatIdr(min), max: formatIdr(max) }),
    insufficient: t('roller.insufficient'),
  });
  const colour = selectColour(select);
  const setQty = (q: number) => setQuantity(Math.max(1, Math.min(MAX_QUANTITY, Math.floor(q) || 1)));
  const confirm = async () => {
    if (await onConfirm(select, toWireAmount(total))) onClose();
  };
  return (
    <div className="flex flex-col gap-3 pb-1">
      <div className="h-1.5 rounded-full" style={{ background: colour }} />
      <div>
        <p className="mb-1.5 text-[13px] font-semibold text-muted">{t('rounds.wingo.amountLabel')}</p>
        <div className="grid grid-cols-4 gap-1.5">
          {presets.map((p) => (
            <Chip key={String(p)} active={p === base} onClick={() => setBase(p)} colour={colour} testId={`wingo-preset-${toWireAmount(p)}`}>
              {formatIdr(p, { prefix: false })}
            </Chip>
          ))}
        </div>
      </div>
      <Row label={t('rounds.wingo.quantity')}>
        <div className="flex items-center gap-1.5">
          <button
            type="button"
            onClick={() => setQty(quantity - 1)}
            className="grid size-9 place-items-center rounded-xl bg-surface-3 ring-1 ring-line"
            aria-label={t('rounds.wingo.less')}
            style={{ color: colour }}
          >
            <Minus className="size-4" aria-hidden="true" />
          </button>
          <input
            value={quantity}
            inputMode="numeric"
            onChange={(e) => setQty(Number(e.target.value.replace(/\D/g, '')))}
            data-testid="wingo-quantity"
            aria-label={t('rounds.wingo.quantity')}
            className="h-9 w-16 rounded-xl border border-line bg-surface-2 text-center text-sm font-bold tabular-nums outline-none focus:border-accent"
          />
          <button
            type="button"
            onClick={() => setQty(quantity + 1)}
            className="grid size-9 place-items-center rounded-xl bg-surface-3 ring-1 ring-line"
            aria-label={t('rounds.wingo.more')}
            style={{ color: colour }}
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        </div>
      </Row>
      <div className="grid grid-cols-6 gap-1.5">
        {MULTIPLIERS.map((m) => (
          <Chip key={m} active={quantity === m} onClick={() => setQty(m)} colour={colour} testId={`wingo-multiplier-${m}`}>
            X{m}
          </Chip>
        ))}
      </div>
      {problem && total > 0n && (
        <p className="text-center text-[12px] font-semibold text-danger" data-testid="wingo-sheet-error">
          {problem}
        </p>
      )}
      {closed && <p className="text-center text-[12px] font-semibold text-gold">{t('rounds.wingo.nextRoundNote')}</p>}
      <div className="grid grid-cols-[1fr_2fr] gap-2">
        <Button variant="secondary" size="lg" onClick={onClose}>
          {t('rounds.wingo.cancel')}
        </Button>
        <Button
          size="lg"
          loading={busy}
          disabled={Boolean(problem)}
          onClick={() => void confirm()}
          data-testid="wingo-confirm"
          className="font-extrabold"
        >
          {t('rounds.wingo.total', { amount: formatIdr(total) })}
        </Button>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="text-[13px] font-semibold text-muted">{label}</span>
      {children}
    </div>
  );
}

function Chip({
  active,
  onClick,
  colour,
  testId,
  children,
}: {
  active: boolean;
  onClick: () => void;
  colour: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      aria-pressed={active}
      className={`h-9 min-w-0 rounded-xl px-1.5 text-[13px] font-extrabold tabular-nums ring-1 transition active:scale-95 ${active ? 'text-white ring-transparent' : 'bg-surface-3 text-fg ring-line'}`}
      style={active ? { background: colour } : undefined}
    >
      {children}
    </button>
  );
}
