/** Gift code entry on the Bonus tab: the code is sent as typed (the server ignores case); the result is a toast. */
import { formatWireIdr } from '@kasino/shared/money';
import { Ticket } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { notify } from '../../../lib/toast.ts';
import { useRedeemGift } from '../api/promo.ts';

export function GiftCodeForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const redeem = useRedeemGift();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    redeem.mutate(code, {
      onSuccess: (r) => {
        setCode('');
        const amount = formatWireIdr(r.grant.amount);
        if (r.claim) notify.success(t('promo.gift.paid', { amount }));
        else notify.info(t('promo.gift.pending', { amount, reason: r.pending ?? '' }));
      },
    });
  };
  return (
    <form onSubmit={submit} className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="gift-code-form">
      <label htmlFor="gift-code" className="mb-2 flex items-center gap-2 text-[14px] font-bold">
        <Ticket className="size-4 text-gold" aria-hidden="true" />
        {t('promo.gift.title')}
      </label>
      <div className="flex gap-2">
        <input
          id="gift-code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          placeholder={t('promo.gift.placeholder')}
          aria-label={t('promo.gift.label')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          data-testid="gift-code-input"
          className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface-2 px-3 text-[15px] font-semibold tracking-wider uppercase outline-none focus:border-accent"
        />
        <Button type="submit" variant="gold" loading={redeem.isPending} disabled={!code.trim()} data-testid="gift-code-submit">
          {t('promo.gift.redeem')}
        </Button>
      </div>
    </form>
  );
}
