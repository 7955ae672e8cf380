/**
 * The withdrawal hold, shown instead of the form: until when (WIB), why, and the time left, ticking
 * each minute; when it ends the page asks the server again and the form comes back.
 */
import '../strings.ts';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeLeft, formatWib, holdReasonText, type WithdrawalHoldView } from '@kasino/shared/withdrawal-hold';
import { queryClient } from '../../../lib/api/query-client.ts';
import { withdrawHoldKey } from '../api/get-withdraw-hold.ts';

export function WithdrawHoldCard({ hold }: { hold: WithdrawalHoldView }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= hold.until) void queryClient.invalidateQueries({ queryKey: withdrawHoldKey });
    }, 30_000);
    return () => clearInterval(timer);
  }, [hold.until]);
  return (
    <section
      className="flex items-start gap-3.5 rounded-3xl border border-gold/40 bg-surface-1 p-4"
      data-testid="withdraw-hold"
      data-until={hold.until}
      data-reason={hold.reason}
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-gold/15 text-gold ring-1 ring-gold/30">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 className="text-[14px] font-extrabold">{t('withdraw.holdTitle')}</h2>
        <p className="mt-1 text-[12.5px] leading-relaxed text-muted" data-testid="withdraw-hold-text">
          {t('withdraw.holdBody', {
            until: formatWib(hold.until),
            reason: holdReasonText(hold.reason),
            left: formatTimeLeft(hold.until - now),
          })}
        </p>
      </div>
    </section>
  );
}
