/**
 * The verify page's red pocket part: a drop's pot, shares and bounds (whole rupiah) as fields, and every
 * share recomputed with the shared `redPocketSplit` from the revealed seed and the drop's key.
 */
import '../../i18n/verify-strings.ts';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redPocketProblem, redPocketSplit, type RedPocketTerms } from '@kasino/shared/fairness/promo/red-pocket';
import type { BetStream } from '@kasino/shared/fairness/stream';
import { formatIdr, rupiah } from '@kasino/shared/money';
import type { InstantDerived } from './verify-instant.tsx';

const FIELDS = ['pot', 'shares', 'min', 'max'] as const;
type Field = (typeof FIELDS)[number];

export function usePocketFields(params: URLSearchParams) {
  const [text, setText] = useState<Record<Field, string>>(() => ({
    pot: params.get('pot') ?? '100000',
    shares: params.get('shares') ?? '10',
    min: params.get('min') ?? '1000',
    max: params.get('max') ?? '50000',
  }));
  const values = useMemo<RedPocketTerms>(
    () => ({ pot: Number(text.pot), shares: Number(text.shares), min: Number(text.min), max: Number(text.max) }),
    [text],
  );
  return { text, values, set: (field: Field, value: string) => setText((t) => ({ ...t, [field]: value.replace(/\D/g, '') })) };
}

export function PocketFields({ fields, inputClass }: { fields: ReturnType<typeof usePocketFields>; inputClass: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2">
      {FIELDS.map((field) => (
        <label key={field} className="flex min-w-0 flex-col gap-1">
          <span className="text-[12px] font-semibold text-muted">{t(`instantVerify.pocket.${field}`)}</span>
          <input
            className={inputClass}
            inputMode="numeric"
            value={fields.text[field]}
            onChange={(e) => fields.set(field, e.target.value)}
            data-testid={`verify-pocket-${field}`}
          />
        </label>
      ))}
    </div>
  );
}

export function derivePocket(stream: BetStream, terms: RedPocketTerms, t: TFunction): InstantDerived | { error: string } {
  if (redPocketProblem(terms)) return { error: t('instantVerify.pocket.bad') };
  const shares = redPocketSplit(stream, terms);
  return {
    chunks: Math.max(1, shares.length - 1),
    raw: shares.join(','),
    result: t('instantVerify.pocket.result', { n: shares.length, pot: formatIdr(rupiah(terms.pot)) }),
    detail: (
      <ol className="mt-3 flex flex-col gap-1 text-[12px] tabular-nums" data-testid="verify-pocket-shares">
        {shares.map((share, i) => (
          <li key={i} className="flex justify-between rounded-lg bg-surface-2 px-2 py-1 text-muted">
            <span>{t('instantVerify.pocket.share', { n: i + 1 })}</span>
            <span className="font-bold text-fg">{formatIdr(rupiah(share))}</span>
          </li>
        ))}
      </ol>
    ),
  };
}
