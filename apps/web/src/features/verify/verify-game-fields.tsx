/** The fields of the chosen game on /verify: Roller's target and direction, Hilo's guesses, the coin side, the eggs' risk and egg, the red pocket's terms, the daily wheel's weights, the wheel colour, the stairs' level and picks, the mines count. */
import { useTranslation } from 'react-i18next';
import { wheelColors, isWheelColor } from '@kasino/shared/fairness/games/colorwheel';
import { eggRisks, isEggRisk } from '@kasino/shared/fairness/games/eggs';
import { isStairsLevel, stairsLevels } from '@kasino/shared/fairness/games/stairs';
import type { VerifyForm } from './use-verify-form.ts';
import { inputClass, Labeled } from './verify-fields.tsx';
import { PocketFields } from './verify-pocket.tsx';
import '../../i18n/tables-strings.ts';
import '../../i18n/verify-strings.ts';

export function GameFields({ form }: { form: VerifyForm }) {
  const { t } = useTranslation();
  const v = form.values;
  return (
    <>
      {v.game === 'roller' && (
        <div className="grid grid-cols-2 gap-2">
          <Labeled label={t('roller.target')}>
            <input
              className={inputClass}
              value={v.choose}
              inputMode="numeric"
              onChange={(e) => form.setChoose(e.target.value.replace(/\D/g, ''))}
              data-testid="verify-choose"
            />
          </Labeled>
          <Labeled label={t('verify.direction')}>
            <select
              className={inputClass}
              value={v.isHigher ? 'higher' : 'lower'}
              onChange={(e) => form.setIsHigher(e.target.value === 'higher')}
              data-testid="verify-direction"
            >
              <option value="higher">{t('roller.higher')}</option>
              <option value="lower">{t('roller.lower')}</option>
            </select>
          </Labeled>
        </div>
      )}
      {v.game === 'hilo' && (
        <Labeled label={t('verify.guesses')}>
          <input
            className={inputClass}
            value={v.guesses}
            onChange={(e) => form.setGuesses(e.target.value)}
            placeholder="higher,lower,skip"
            data-testid="verify-guesses"
          />
        </Labeled>
      )}
      {v.game === 'coinflip' && (
        <Labeled label={t('verify.side')}>
          <select
            className={inputClass}
            value={v.side}
            onChange={(e) => form.setSide(e.target.value === 'tails' ? 'tails' : 'heads')}
            data-testid="verify-side"
          >
            <option value="heads">{t('coinflip.heads')}</option>
            <option value="tails">{t('coinflip.tails')}</option>
          </select>
        </Labeled>
      )}
      {v.game === 'eggs' && (
        <div className="grid grid-cols-2 gap-2">
          <Labeled label={t('eggs.riskLabel')}>
            <select
              className={inputClass}
              value={v.risk}
              onChange={(e) => form.setRisk(isEggRisk(e.target.value) ? e.target.value : 'medium')}
              data-testid="verify-risk"
            >
              {eggRisks.map((r) => (
                <option key={r} value={r}>
                  {t(`eggs.risk.${r}`)}
                </option>
              ))}
            </select>
          </Labeled>
          <Labeled label={t('instantVerify.egg')}>
            <select className={inputClass} value={v.egg} onChange={(e) => form.setEgg(Number(e.target.value))} data-testid="verify-egg">
              {[0, 1, 2].map((i) => (
                <option key={i} value={i}>
                  {t('eggs.egg', { n: i + 1 })}
                </option>
              ))}
            </select>
          </Labeled>
        </div>
      )}
      {v.game === 'redPocket' && <PocketFields fields={form.pocket} inputClass={inputClass} />}
      {v.game === 'dailyWheel' && (
        <Labeled label={t('instantVerify.weights')}>
          <input
            className={`${inputClass} font-mono`}
            value={v.weights}
            onChange={(e) => form.setWeights(e.target.value)}
            placeholder="2000,40,3500"
            data-testid="verify-weights"
          />
        </Labeled>
      )}
      {v.game === 'colorwheel' && (
        <Labeled label={t('colorwheel.pick')}>
          <select
            className={inputClass}
            value={v.color}
            onChange={(e) => form.setColor(isWheelColor(e.target.value) ? e.target.value : 'grey')}
            data-testid="verify-color"
          >
            {wheelColors.map((c) => (
              <option key={c} value={c}>
                {t(`colorwheel.colors.${c}`)}
              </option>
            ))}
          </select>
        </Labeled>
      )}
      {v.game === 'stairs' && (
        <div className="grid grid-cols-[8rem_1fr] gap-2">
          <Labeled label={t('stairs.level')}>
            <select
              className={inputClass}
              value={v.level}
              onChange={(e) => form.setLevel(isStairsLevel(e.target.value) ? e.target.value : 'medium')}
              data-testid="verify-level"
            >
              {stairsLevels.map((l) => (
                <option key={l} value={l}>
                  {t(`stairs.levels.${l}`)}
                </option>
              ))}
            </select>
          </Labeled>
          <Labeled label={t('instantVerify.picks')}>
            <input
              className={inputClass}
              value={v.picks}
              onChange={(e) => form.setPicks(e.target.value.replace(/[^\d,]/g, ''))}
              placeholder="0,2,1"
              data-testid="verify-picks"
            />
          </Labeled>
        </div>
      )}
      {v.game === 'mines' && (
        <Labeled label={t('verify.mines')}>
          <input
            className={inputClass}
            value={v.mines}
            inputMode="numeric"
            onChange={(e) => form.setMines(e.target.value.replace(/\D/g, ''))}
            data-testid="verify-mines"
          />
        </Labeled>
      )}
    </>
  );
}
