/**
 * `/verify`: recompute any single-player result in the browser with the shared fairness code (the
 * same functions the server runs): sha256(serverSeed) to compare with the published hash, the stream
 * blocks D(0) and D(1), the chunks used and the result. Prefilled from the query string; below it, the
 * public explanation of how results are made (docs/FAIRNESS.md in Indonesian).
 */
import '../../i18n/verify-strings.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/document-title.ts';
import { FilterChips } from '../../components/filter-chips.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { verifyGames, type VerifyGame } from '../../lib/games/verify-link.ts';
import { FairnessExplainer } from './fairness-explainer.tsx';
import { useVerifyForm } from './use-verify-form.ts';
import { inputClass, Labeled } from './verify-fields.tsx';
import { GameFields } from './verify-game-fields.tsx';
import { computeResult, ResultCard } from './verify-result.tsx';
import { VerifyRounds } from './verify-rounds.tsx';

const GAME_LABELS: Record<VerifyGame, string> = {
  roller: 'Roller',
  hilo: 'Hilo',
  mines: 'Mines',
  coinflip: 'Coin Flip',
  eggs: 'Telur Emas',
  colorwheel: 'Roda Warna',
  cryptos: 'Kripto',
  stairs: 'Tangga',
  dailyWheel: 'Roda Harian',
  redPocket: 'Angpao',
};

export function VerifyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.verify'));
  const form = useVerifyForm();
  const computed = useMemo(() => computeResult(form.values, t), [form.values, t]);

  return (
    <div data-testid="verify-page" className="pb-8">
      <PageHeader title={t('routes.verify')} />
      <div className="flex flex-col gap-3 px-4 pt-4">
        <FilterChips
          options={verifyGames.map((g) => ({ value: g, label: GAME_LABELS[g] }))}
          value={form.values.game}
          onChange={form.setGame}
          label={t('verify.game')}
          testIdPrefix="verify-game"
        />
        <Labeled label={t('verify.serverSeed')}>
          <input
            className={`${inputClass} font-mono`}
            value={form.values.serverSeed}
            onChange={(e) => form.setServerSeed(e.target.value)}
            data-testid="verify-server-seed"
            placeholder="64 hex"
          />
        </Labeled>
        <div className="grid grid-cols-[1fr_6rem] gap-2">
          <Labeled label={t('verify.clientSeed')}>
            <input
              className={`${inputClass} font-mono`}
              value={form.values.clientSeed}
              onChange={(e) => form.setClientSeed(e.target.value)}
              data-testid="verify-client-seed"
            />
          </Labeled>
          <Labeled label={t('verify.nonce')}>
            <input
              className={inputClass}
              value={form.values.nonce}
              inputMode="numeric"
              onChange={(e) => form.setNonce(e.target.value.replace(/\D/g, ''))}
              data-testid="verify-nonce"
            />
          </Labeled>
        </div>
        <GameFields form={form} />

        <ResultCard computed={computed} publishedHash={form.publishedHash} />
        <VerifyRounds />
        <FairnessExplainer />
      </div>
    </div>
  );
}
