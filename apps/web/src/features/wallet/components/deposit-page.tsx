/**
 * `/deposit`: choose a channel (Transfer Bank, Virtual Account, QRIS, USDT), tap a preset or type an
 * amount (live `Rp` formatting, SPEC §5 min/max message, first-deposit minimum), submit → the
 * channel's payment-in-progress page. `?amount=&channel=` prefill the form (retry after a failure).
 */
import '../strings.ts';
import { History, Info, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatWireIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import { depositChannelNames, depositChannels, type DepositChannel } from '@kasino/shared/wallet';
import { AmountInput } from '../../../components/amount-input.tsx';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useUser } from '../../../lib/auth/get-user.ts';
import { randomHex } from '../../../lib/random-id.ts';
import { useCreateRecharge } from '../api/create-recharge.ts';
import { usePayInfo } from '../api/get-pay-info.ts';
import { usePayPorts, type PayPort } from '../api/get-pay-ports.ts';
import { amountProblem, depositMinimum, rangeOfWire } from '../amount-rules.ts';
import { moneyErrorOf, type MoneyError } from '../money-error.ts';
import { useAmountProblemText } from '../hooks/use-amount-problem-text.ts';
import { channelIcons } from '../channel-icons.ts';
import { depositOrderPath } from '../wallet-paths.ts';

const isChannel = (value: string | null): value is DepositChannel => (depositChannels as readonly string[]).includes(value ?? '');

export function DepositPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.deposit'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = usePayInfo();
  const ports = usePayPorts();
  const user = useUser();
  const recharge = useCreateRecharge();
  const problemText = useAmountProblemText();

  const [channel, setChannel] = useState<DepositChannel>(() => {
    const wanted = params.get('channel');
    return isChannel(wanted) ? wanted : 'bank';
  });
  const [amount, setAmount] = useState(() => {
    const wanted = parseAmount(params.get('amount') ?? '');
    return wanted !== null && wanted > 0n ? toWireAmount(wanted) : '';
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<MoneyError | null>(null);

  const port: PayPort | undefined = ports.data?.list.find((p) => p.id === channel);
  const range = rangeOfWire(port ?? info.data?.rechargeRange);
  const firstMin = info.data && !info.data.hasDeposited ? parseAmount(info.data.firstRechargeMin) : null;
  const presets = info.data?.fixedAmounts ?? ports.data?.fixedAmounts ?? [];
  const channels = useMemo(() => ports.data?.list.map((p) => p.id) ?? [...depositChannels], [ports.data]);

  const problem = range ? amountProblem(amount, { range, firstMin }) : null;
  const shownProblem = problem && (problem.kind !== 'required' || submitted) ? problem : null;
  const amountError = problemText(shownProblem) ?? (serverError?.field === 'amount' ? serverError.message : undefined);
  const ready = range !== null && problem === null;

  const changeAmount = (wire: string) => {
    setAmount(wire);
    setServerError(null);
  };

  const submit = async () => {
    setSubmitted(true);
    if (!ready) return;
    setServerError(null);
    try {
      const order = await recharge.mutateAsync({ body: { amount, channel, currency: 'IDR' }, idempotencyKey: randomHex(16) });
      void navigate(depositOrderPath(order.id, order.channel));
    } catch (error) {
      setServerError(moneyErrorOf(error));
    }
  };

  return (
    <div data-testid="deposit-page">
      <PageHeader
        title={t('routes.deposit')}
        action={
          <Link
            to="/deposit-record"
            aria-label={t('routes.depositRecord')}
            className="grid size-9 place-items-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg"
          >
            <History className="size-5" aria-hidden="true" />
          </Link>
        }
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-5 px-4 pt-4 pb-6"
      >
        <div className="flex items-center justify-between rounded-2xl bg-surface-1 px-4 py-3 ring-1 ring-line/60">
          <span className="text-[13px] text-muted">{t('deposit.balance')}</span>
          {user.data ? (
            <span className="text-[15px] font-extrabold text-gold tabular-nums">{formatWireIdr(user.data.balance, { balance: true })}</span>
          ) : (
            <Skeleton className="h-4 w-24 rounded" />
          )}
        </div>

        <fieldset className="flex flex-col gap-2.5">
          <legend className="mb-2.5 text-[13px] font-semibold text-muted">{t('deposit.channel')}</legend>
          <div className="grid grid-cols-4 gap-2" role="radiogroup" aria-label={t('deposit.channel')}>
            {channels.map((id) => {
              const Icon = channelIcons[id];
              const selected = id === channel;
              const channelPort = ports.data?.list.find((p) => p.id === id);
              return (
                <button
                  key={id}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  onClick={() => {
                    setChannel(id);
                    setServerError(null);
                  }}
                  data-testid={`deposit-channel-${id}`}
                  className={`flex flex-col items-center gap-1.5 rounded-2xl border px-1 pt-3 pb-2.5 text-center transition active:scale-[0.97] ${
                    selected
                      ? 'border-accent bg-accent/10 shadow-[0_0_0_1px_var(--color-accent)]'
                      : 'border-line bg-surface-1 hover:border-accent/40'
                  }`}
                >
                  <span
                    className={`grid size-10 place-items-center rounded-xl transition ${selected ? 'bg-accent text-accent-ink' : 'bg-surface-3 text-fg'}`}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className={`text-[11.5px] leading-tight font-bold ${selected ? 'text-fg' : 'text-fg/80'}`}>
                    {channelPort?.name ?? depositChannelNames[id]}
                  </span>
                </button>
              );
            })}
          </div>
          <p className="flex items-center gap-1.5 px-1 text-[12px] text-muted" data-testid="deposit-channel-hint">
            <Info className="size-3.5 shrink-0 text-faint" aria-hidden="true" />
            {t(`deposit.channelHint.${channel}`)}
          </p>
        </fieldset>

        <fieldset className="flex flex-col">
          <legend className="mb-2.5 text-[13px] font-semibold text-muted">{t('deposit.presets')}</legend>
          {firstMin !== null && (
            <p
              data-testid="deposit-first-hint"
              className="mb-2.5 flex items-center gap-2 rounded-xl border border-gold/35 bg-gold/8 px-3 py-2 text-[12.5px] font-semibold text-gold"
            >
              <Sparkles className="size-4 shrink-0" aria-hidden="true" />
              {t('deposit.firstHint', { amount: formatIdr(firstMin) })}
            </p>
          )}
          <div className="grid grid-cols-3 gap-2">
            {presets.length === 0 && !info.data
              ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-12" />)
              : presets.map((preset) => {
                  const selected = parseAmount(preset) === parseAmount(amount);
                  return (
                    <button
                      key={preset}
                      type="button"
                      aria-pressed={selected}
                      onClick={() => changeAmount(preset)}
                      data-testid={`deposit-preset-${preset}`}
                      className={`h-12 rounded-xl border text-[14px] font-extrabold tabular-nums transition active:scale-[0.97] ${
                        selected ? 'border-gold bg-gold/12 text-gold' : 'border-line bg-surface-1 text-fg hover:border-gold/50'
                      }`}
                    >
                      {formatWireIdr(preset)}
                    </button>
                  );
                })}
          </div>
        </fieldset>

        <AmountInput
          label={t('deposit.amount')}
          value={amount}
          onChange={changeAmount}
          error={amountError}
          hint={range ? t('amount.range', { min: formatIdr(depositMinimum(range, firstMin)), max: formatIdr(range.max) }) : undefined}
          testId="deposit-amount"
        />

        <FormError message={serverError?.field === 'form' ? serverError.message : undefined} testId="deposit-error" />

        <Button
          type="submit"
          variant="gold"
          size="lg"
          block
          loading={recharge.isPending}
          disabled={!range}
          data-testid="deposit-submit"
          className="font-extrabold"
        >
          {ready ? t('deposit.submit', { amount: formatWireIdr(amount) }) : t('deposit.submitEmpty')}
        </Button>

        <ul className="flex flex-col gap-2 rounded-2xl bg-surface-1/60 p-3.5 text-[12.5px] leading-relaxed text-muted ring-1 ring-line/50">
          {(['tip1', 'tip2', 'tip3'] as const).map((tip) => (
            <li key={tip} className="flex gap-2">
              <Info className="mt-0.5 size-3.5 shrink-0 text-faint" aria-hidden="true" />
              {t(`deposit.tips.${tip}`)}
            </li>
          ))}
        </ul>
      </form>
    </div>
  );
}
