/**
 * "Adil terbukti" sheet of a single-player game: the active server seed hash, the client seed
 * (editable: setSeed rotates), the nonce, the committed next hash, "Ganti seed", the revealed seeds
 * with a link to verify them.
 */
import { ExternalLink, RefreshCw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isClientSeed } from '@kasino/shared/fairness/primitives';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import type { SinglePlayerGame } from '@kasino/shared/games';
import { useRotateSeeds, useSeeds, useSetClientSeed } from '../../../lib/games/seeds-api.ts';
import { verifyHref } from '../../../lib/games/verify-link.ts';

interface FairnessPanelProps {
  game: SinglePlayerGame;
  open: boolean;
  onClose: () => void;
  loggedIn: boolean;
}

export function FairnessPanel({ game, open, onClose, loggedIn }: FairnessPanelProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} onClose={onClose} title={t('fair.title')} testId="fair-panel">
      {loggedIn ? <SeedsBody game={game} /> : <p className="pb-4 text-sm text-muted">{t('fair.loginFirst')}</p>}
      <Link
        to="/verify"
        onClick={onClose}
        className="mt-2 flex items-center justify-center gap-1.5 py-2 text-sm font-bold text-accent"
        data-testid="fair-verify-link"
      >
        <ShieldCheck className="size-4" aria-hidden="true" />
        {t('fair.howItWorks')}
      </Link>
    </BottomSheet>
  );
}

function SeedsBody({ game }: { game: FairnessPanelProps['game'] }) {
  const { t } = useTranslation();
  const seeds = useSeeds(true);
  const rotate = useRotateSeeds();
  const setSeed = useSetClientSeed(game);
  const [draft, setDraft] = useState<string | null>(null);
  if (!seeds.data) return <Skeleton className="h-48" />;
  const { active, next, revealed } = seeds.data;
  const clientSeed = draft ?? active.clientSeed;
  const valid = isClientSeed(clientSeed);
  const changed = clientSeed !== active.clientSeed;

  const saveClientSeed = () =>
    setSeed.mutate(clientSeed, {
      onSuccess: () => {
        setDraft(null);
        notify.success(t('fair.rotated'));
      },
      onError: (error) => notify.error(error.message),
    });
  const rotateNow = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setDraft(null);
        notify.success(t('fair.rotated'));
      },
      // e.g. 20250 while a Hilo, Mines or Stairs round is still open: the server's own text.
      onError: (error) => notify.error(error.message),
    });

  return (
    <div className="flex flex-col gap-3 text-sm">
      <Field label={t('fair.serverHash')} mono testId="fair-server-hash" value={active.serverSeedHash} />
      <div>
        <label className="text-[11.5px] font-semibold text-muted" htmlFor="fair-client-seed">
          {t('fair.clientSeed')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="fair-client-seed"
            value={clientSeed}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={64}
            data-testid="fair-client-seed"
            className={`h-11 min-w-0 flex-1 rounded-xl border bg-surface-2 px-3 font-mono text-[13px] outline-none focus:border-accent ${valid ? 'border-line' : 'border-danger/70'}`}
          />
          <Button
            size="md"
            variant="secondary"
            disabled={!changed || !valid}
            loading={setSeed.isPending}
            onClick={saveClientSeed}
            data-testid="fair-client-seed-save"
          >
            {t('fair.saveSeed')}
          </Button>
        </div>
        {!valid && <p className="mt-1 text-xs text-danger">{t('fair.clientSeedInvalid')}</p>}
      </div>
      <div className="grid grid-cols-[auto_1fr] items-center gap-x-3">
        <span className="text-[11.5px] font-semibold text-muted">{t('fair.nonce')}</span>
        <span className="text-right text-base font-extrabold tabular-nums" data-testid="fair-nonce">
          {active.nonce}
        </span>
      </div>
      <Field label={t('fair.nextHash')} mono testId="fair-next-hash" value={next.serverSeedHash} />
      <p className="text-xs text-muted">{t('fair.rotateNote')}</p>
      <Button
        variant="outline"
        block
        icon={<RefreshCw className="size-4" aria-hidden="true" />}
        loading={rotate.isPending}
        onClick={rotateNow}
        data-testid="fair-rotate"
      >
        {t('fair.rotate')}
      </Button>
      <section aria-label={t('fair.revealed')}>
        <h3 className="mt-1 mb-1.5 text-xs font-bold text-muted">{t('fair.revealed')}</h3>
        {revealed.length === 0 ? (
          <p className="text-xs text-faint">{t('fair.noneRevealed')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="fair-revealed">
            {revealed.slice(0, 10).map((seed) => (
              <li key={seed.serverSeedHash} className="rounded-xl bg-surface-2 p-2.5 ring-1 ring-line">
                <p className="truncate font-mono text-[11px] text-fg">{seed.serverSeed}</p>
                <div className="mt-1 flex items-center justify-between text-[11px] text-muted">
                  <span>
                    {t('fair.revealedMeta', { nonce: seed.lastNonce + 1 })} · {formatDateTime(seed.revealedAt)}
                  </span>
                  <Link
                    to={verifyHref({ game, serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: Math.max(0, seed.lastNonce) })}
                    className="flex items-center gap-1 font-bold text-accent"
                  >
                    {t('fair.verify')}
                    <ExternalLink className="size-3" aria-hidden="true" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Field({ label, value, mono, testId }: { label: string; value: string; mono?: boolean; testId: string }) {
  return (
    <div>
      <p className="text-[11.5px] font-semibold text-muted">{label}</p>
      <p
        data-testid={testId}
        className={`mt-0.5 rounded-xl bg-surface-2 px-3 py-2 text-[12px] break-all text-fg ring-1 ring-line ${mono ? 'font-mono' : ''}`}
      >
        {value}
      </p>
    </div>
  );
}
