/**
 * The "Ronde" section of /verify: recomputes a finished multiplayer round (Wingo, Crash, Roulette, Dice,
 * Dingdong) in the browser with the shared code: sha256(serverSeed) against the hash published before
 * the round, roundHash = hmac(serverSeed, salt), and the result read from roundHash. Prefilled from
 * `?round=<game>&roundSeed=…&salt=…&seedHash=…`.
 */
import '../../i18n/verify-strings.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roundHashOf } from '@kasino/shared/fairness/chain';
import { dingdongSpin } from '@kasino/shared/fairness/games/dingdong';
import { crashTarget, diceFaces, rouletteColourOf, rouletteSlot, wingoColours, wingoResult } from '@kasino/shared/fairness/games/rounds';
import { chunk, isSeed, sha256Hex } from '@kasino/shared/fairness/primitives';
import { FilterChips } from '../../components/filter-chips.tsx';
import { RoundChains } from './round-chains.tsx';
import { Mono } from './verify-fields.tsx';

const roundGames = ['wingo', 'crash', 'roulette', 'dice', 'dingdong'] as const;
type RoundGame = (typeof roundGames)[number];
const LABELS: Record<RoundGame, string> = { wingo: 'Wingo', crash: 'Crash', roulette: 'Roulette', dice: 'Dice', dingdong: 'Dingdong' };
const isRoundGame = (v: string | null): v is RoundGame => (roundGames as readonly string[]).includes(v ?? '');

export function VerifyRounds() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [game, setGame] = useState<RoundGame>(() => (isRoundGame(params.get('round')) ? (params.get('round') as RoundGame) : 'wingo'));
  const [seed, setSeed] = useState(params.get('roundSeed') ?? '');
  const [salt, setSalt] = useState(params.get('salt') ?? '');
  const published = params.get('seedHash');
  const section = useRef<HTMLElement>(null);
  // A link from a round lands on this section.
  useEffect(() => {
    if (window.location.hash === '#ronde') section.current?.scrollIntoView({ block: 'start' });
  }, []);

  const computed = useMemo(() => {
    const s = seed.trim();
    const k = salt.trim();
    if (!s || !k) return null;
    if (!isSeed(s)) return { error: t('rounds.verify.badSeed') };
    const roundHash = roundHashOf(s, k);
    const result = (() => {
      if (game === 'wingo') {
        const n = wingoResult(roundHash);
        return {
          raw: String(n),
          text: `${n} · ${wingoColours(n)
            .map((c) => t(`rounds.wingo.${c}`))
            .join(' + ')}`,
        };
      }
      if (game === 'crash') {
        const target = crashTarget(roundHash);
        return { raw: target, text: `${target.replace('.', ',')}x` };
      }
      if (game === 'roulette') {
        const slot = rouletteSlot(roundHash);
        return { raw: String(slot), text: `${slot} · ${t(`rounds.roulette.${rouletteColourOf(slot)}`)}` };
      }
      if (game === 'dice') {
        const faces = diceFaces(roundHash);
        return { raw: faces.join(','), text: faces.join(' · ') };
      }
      const spin = dingdongSpin(roundHash);
      return { raw: spin.result, text: spin.draws.map((f) => t(`rounds.dingdong.fruits.${f}`)).join(' → ') };
    })();
    return { hash: sha256Hex(s), roundHash, chunk0: chunk(roundHash, 0), ...result };
  }, [game, seed, salt, t]);

  const input = 'h-11 w-full rounded-xl border border-line bg-surface-2 px-3 font-mono text-[13px] outline-none focus:border-accent';
  return (
    <section
      ref={section}
      id="ronde"
      className="mt-2 flex scroll-mt-28 flex-col gap-3 rounded-3xl border border-line/60 bg-surface-1 p-4"
      data-testid="verify-rounds"
    >
      <div>
        <h2 className="text-base font-extrabold">{t('rounds.verify.title')}</h2>
        <p className="mt-0.5 text-[12.5px] leading-relaxed text-muted">{t('rounds.verify.body')}</p>
      </div>
      <FilterChips
        options={roundGames.map((g) => ({ value: g, label: LABELS[g] }))}
        value={game}
        onChange={setGame}
        label={t('verify.game')}
        testIdPrefix="verify-round-game"
      />
      <HexField label={t('rounds.fair.seed')} value={seed} onChange={setSeed} testId="verify-round-seed" inputClass={input} />
      <HexField label={t('rounds.fair.salt')} value={salt} onChange={setSalt} testId="verify-round-salt" inputClass={input} />
      {computed === null ? (
        <p className="text-center text-sm text-muted">{t('rounds.verify.fillIn')}</p>
      ) : 'error' in computed ? (
        <p className="text-center text-sm text-danger">{computed.error}</p>
      ) : (
        <div className="flex flex-col gap-2 text-[12px]">
          <div className="text-center">
            <p className="text-xs font-semibold text-muted">{t('verify.result')}</p>
            <p className="mt-1 text-2xl font-black text-gold tabular-nums" data-testid="verify-round-result" data-result={computed.raw}>
              {computed.text}
            </p>
          </div>
          <Mono label={t('rounds.verify.hash')} value={computed.hash} testId="verify-round-hash" />
          {published && (
            <p
              data-testid="verify-round-hash-match"
              data-match={published === computed.hash ? 'true' : 'false'}
              className={`-mt-1 font-bold ${published === computed.hash ? 'text-accent' : 'text-danger'}`}
            >
              {published === computed.hash ? t('verify.hashMatch') : t('verify.hashMismatch')}
            </p>
          )}
          <Mono label={t('rounds.fair.roundHash')} value={computed.roundHash} testId="verify-round-roundhash" />
          <p className="text-muted">
            chunk(roundHash, 0) = <span className="font-mono text-fg">{computed.chunk0}</span>
          </p>
        </div>
      )}
      <RoundChains />
    </section>
  );
}

/** A hex field of the round part (the revealed seed, the chain's salt). */
function HexField({
  label,
  value,
  onChange,
  testId,
  inputClass,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  inputClass: string;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-[12px] font-semibold text-muted">{label}</span>
      <input className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} placeholder="64 hex" data-testid={testId} />
    </label>
  );
}
