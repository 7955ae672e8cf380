/**
 * `/daily-wheel`: the wheel with the spins left today, the spin (the server draws the segment; the wheel
 * turns to it and then says what it paid), how today's spins are earned with the player's progress on
 * each rule, and the seed pair the next spin is drawn from. A visitor sees the wheel, the rules link and
 * a log-in card. The wheel's turn is skipped for players who ask for reduced motion.
 */
import '../../strings.ts';
import { formatWireIdr, parseAmount } from '@kasino/shared/money';
import type { WheelEarnRule, WheelPlayer, WheelSpinAnswer } from '@kasino/shared/protocol/promo';
import { Check, History, ScrollText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button.tsx';
import { useDocumentTitle } from '../../../../components/document-title.ts';
import { FormError } from '../../../../components/form-error.tsx';
import { LinkRow } from '../../../../components/link-row.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Skeleton } from '../../../../components/skeleton.tsx';
import type { IdResources } from '../../../../i18n/id.ts';
import { errorToastText } from '../../../../lib/api/report-error.ts';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { useIsLoggedIn } from '../../../../lib/auth/token-store.ts';
import { notify } from '../../../../lib/toast.ts';
import { refreshAfterSpin, useSpinWheel, useWheel, useWheelTerms } from '../../api/wheel.ts';
import { rotationToLand } from '../../wheel-format.ts';
import { LoginCard } from '../login-card.tsx';
import { WheelGraphic } from './wheel-graphic.tsx';

const SPIN_MS = 4200;
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function DailyWheelPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const publicTerms = useWheelTerms();
  const wheel = useWheel(loggedIn);
  const spin = useSpinWheel();
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState(false);
  const [result, setResult] = useState<WheelSpinAnswer | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const terms = wheel.data?.terms ?? publicTerms.data;
  const player = wheel.data?.player ?? null;
  const duration = reducedMotion() ? 0 : SPIN_MS;
  const failure = spin.error
    ? isApiError(spin.error) && spin.error.kind === 'service'
      ? errorToastText(spin.error)
      : t('promo.loadError')
    : undefined;

  const onSpin = () => {
    if (!terms) return;
    setResult(null);
    spin.mutate(undefined, {
      onSuccess: (answer) => {
        setTurning(true);
        setRotation((current) => rotationToLand(current, answer.spin.segment, terms.segments.length));
        timer.current = setTimeout(() => {
          setTurning(false);
          setResult(answer);
          if (answer.pending) notify.info(t('promo.wheel.wonKept', { reason: answer.pending }));
          void refreshAfterSpin();
        }, duration + 150);
      },
    });
  };

  // While the wheel turns, the count it shows is the one before the spin.
  const left = player?.left ?? 0;
  return (
    <div data-testid="wheel-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {terms && !terms.enabled && (
          <p className="rounded-2xl bg-surface-2 p-3 text-[13px] text-muted" data-testid="wheel-closed">
            {t('promo.wheel.closed')}
          </p>
        )}
        <section className="flex flex-col items-center gap-4 rounded-3xl bg-gradient-to-b from-[#2a1f5c] to-surface-1 p-4 ring-1 ring-line/60">
          {terms ? (
            <WheelGraphic
              segments={terms.segments}
              rotation={rotation}
              durationMs={duration}
              landed={turning ? null : (result?.spin.segment ?? null)}
            />
          ) : (
            <Skeleton className="aspect-square w-full max-w-[300px] rounded-full" />
          )}
          <div role="status" aria-live="polite" className={`text-center ${loggedIn ? 'min-h-12' : ''}`} data-testid="wheel-result">
            {result && !turning && <SpinResult answer={result} />}
          </div>
          {loggedIn && (
            <>
              <p className="text-[13px] text-muted">
                {t('promo.wheel.left')}:{' '}
                <span className="text-lg font-black text-gold tabular-nums" data-testid="wheel-left">
                  {player ? left : '–'}
                </span>
              </p>
              <Button
                variant="gold"
                size="lg"
                block
                disabled={!player || left <= 0 || turning || !terms?.enabled}
                loading={spin.isPending || turning}
                aria-label={t('promo.wheel.spinLabel', { n: left })}
                data-testid="wheel-spin"
                onClick={onSpin}
              >
                {turning ? t('promo.wheel.spinning') : player && left <= 0 ? t('promo.wheel.none') : t('promo.wheel.spin')}
              </Button>
              <FormError message={failure} testId="wheel-error" />
            </>
          )}
        </section>
        {!loggedIn && <LoginCard />}
        {terms && <EarnRules rules={terms.earn} player={player} />}
        {player && <SeedCard player={player} />}
        <nav className="flex flex-col divide-y divide-line/50 overflow-hidden rounded-2xl bg-surface-1 ring-1 ring-line/60">
          <LinkRow to="/daily-wheel-rule" icon={ScrollText} label={t('promo.wheel.rulesLink')} testId="wheel-rules-link" />
          {loggedIn && <LinkRow to="/daily-wheel-detail" icon={History} label={t('promo.wheel.detailLink')} testId="wheel-detail-link" />}
        </nav>
      </div>
    </div>
  );
}

function SpinResult({ answer }: { answer: WheelSpinAnswer }) {
  const { t } = useTranslation();
  const won = (parseAmount(answer.spin.amount) ?? 0n) > 0n;
  return won ? (
    <div data-outcome="won">
      <p className="text-xl font-black text-gold tabular-nums">{t('promo.wheel.won', { amount: formatWireIdr(answer.spin.amount) })}</p>
      <p className="text-[12.5px] text-muted">
        {answer.pending ? t('promo.wheel.wonKept', { reason: answer.pending }) : t('promo.wheel.wonBody')}
      </p>
    </div>
  ) : (
    <div data-outcome="lost">
      <p className="text-xl font-black">{t('promo.wheel.lost')}</p>
      <p className="text-[12.5px] text-muted">{t('promo.wheel.lostBody')}</p>
    </div>
  );
}

/** Each earn rule with the player's figure today and whether it is met. */
function EarnRules({ rules, player }: { rules: WheelEarnRule[]; player: WheelPlayer | null }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="wheel-earn">
      <h2 className="text-[15px] font-extrabold">{t('promo.wheel.howTitle')}</h2>
      <p className="mt-0.5 text-[12.5px] text-muted">{t('promo.wheel.howBody')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {rules.map((rule, i) => {
          const now = player ? (rule.kind === 'deposit' ? player.deposited : player.wagered) : null;
          const met = now !== null && (parseAmount(now) ?? 0n) >= (parseAmount(rule.min) ?? 0n);
          return (
            <li
              key={i}
              className="flex items-center gap-3 rounded-2xl bg-surface-2 p-3"
              data-testid="wheel-earn-rule"
              data-met={met || undefined}
            >
              <span
                className={`grid size-7 shrink-0 place-items-center rounded-full ${met ? 'bg-accent text-accent-ink' : 'bg-surface-3 text-faint'}`}
                aria-hidden="true"
              >
                <Check className="size-4" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-[13.5px] font-semibold">
                  {t(rule.kind === 'deposit' ? 'promo.wheel.ruleDeposit' : 'promo.wheel.ruleWager', { min: formatWireIdr(rule.min) })}
                </span>
                {now !== null && (
                  <span className="text-[12px] text-muted tabular-nums">
                    {t('promo.wheel.ruleProgress', { now: formatWireIdr(now), min: formatWireIdr(rule.min) })}
                  </span>
                )}
              </span>
              <span className="shrink-0 text-[13px] font-bold text-gold">{t('promo.wheel.ruleSpins', { n: rule.spins })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SeedCard({ player }: { player: WheelPlayer }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="wheel-seeds">
      <h2 className="text-[15px] font-extrabold">{t('promo.wheel.fairTitle')}</h2>
      <p className="mt-0.5 text-[12.5px] text-muted">{t('promo.wheel.fairBody', { nonce: player.nonce })}</p>
      <dl className="mt-2.5 flex flex-col gap-1.5 text-[12px]">
        <div className="flex flex-col">
          <dt className="text-faint">{t('promo.wheel.serverSeedHash')}</dt>
          <dd className="font-mono break-all" data-testid="wheel-seed-hash">
            {player.serverSeedHash}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-faint">{t('promo.wheel.clientSeed')}</dt>
          <dd className="font-mono break-all">{player.clientSeed}</dd>
        </div>
      </dl>
    </section>
  );
}
