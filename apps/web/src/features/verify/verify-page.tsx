/**
 * `/verify`: recompute any single-player result in the browser with the shared fairness code (the
 * same functions the server runs): sha256(serverSeed) to compare with the published hash, the stream
 * blocks D(0) and D(1), the chunks used and the result. Prefilled from the query string; below it, the
 * public explanation of how results are made (docs/FAIRNESS.md in Indonesian).
 */
import '../../i18n/verify-strings.ts';
import { ShieldCheck } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isCoinSide, playCoinflip, type CoinSide } from '@kasino/shared/fairness/games/coinflip';
import { isWheelColor, wheelColors, type WheelColor } from '@kasino/shared/fairness/games/colorwheel';
import { eggRisks, isEggRisk, type EggRisk } from '@kasino/shared/fairness/games/eggs';
import { isStairsLevel, stairsLevels, type StairsLevel } from '@kasino/shared/fairness/games/stairs';
import { replayHilo, hiloGuesses, type HiloGuess } from '@kasino/shared/fairness/games/hilo';
import { MINES_MAX, MINES_MIN, MINES_TILES, mineTiles } from '@kasino/shared/fairness/games/mines';
import { playRoller } from '@kasino/shared/fairness/games/roller';
import { chunk, isClientSeed, sha256Hex } from '@kasino/shared/fairness/primitives';
import { BetStream } from '@kasino/shared/fairness/stream';
import { parseWheelWeights } from '@kasino/shared/fairness/promo/daily-wheel';
import { useDocumentTitle } from '../../components/document-title.ts';
import { FilterChips } from '../../components/filter-chips.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMultiplier, formatRoll } from '../../lib/games/format-multiplier.ts';
import { isVerifyGame, verifyGames, type VerifyGame } from '../../lib/games/verify-link.ts';
import { deriveColorwheel, deriveCryptos, deriveDailyWheel, deriveEggs, deriveStairs, type InstantDerived } from './verify-instant.tsx';
import { derivePocket, PocketFields, usePocketFields } from './verify-pocket.tsx';
import { VerifyRounds } from './verify-rounds.tsx';
import '../../i18n/tables-strings.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♦', '♥', '♠', '♣'];
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

interface Computed {
  hash: string;
  blocks: [string, string];
  chunks: Array<{ k: number; hex: string; value: number }>;
  result: string;
  /** Machine-readable result for tests and links. */
  raw: string;
  detail?: ReactNode;
}

export function VerifyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.verify'));
  const [params] = useSearchParams();
  const [game, setGame] = useState<VerifyGame>(() => (isVerifyGame(params.get('game')) ? (params.get('game') as VerifyGame) : 'roller'));
  const [serverSeed, setServerSeed] = useState(params.get('serverSeed') ?? '');
  const [clientSeed, setClientSeed] = useState(params.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(params.get('nonce') ?? '0');
  const [choose, setChoose] = useState(params.get('choose') ?? '50000');
  const [isHigher, setIsHigher] = useState(params.get('isHigher') !== 'false');
  const [guesses, setGuesses] = useState(params.get('guesses') ?? '');
  const [mines, setMines] = useState(params.get('mines') ?? '3');
  const [side, setSide] = useState<CoinSide>(() => (isCoinSide(params.get('side')) ? (params.get('side') as CoinSide) : 'heads'));
  const [risk, setRisk] = useState<EggRisk>(() => (isEggRisk(params.get('risk')) ? (params.get('risk') as EggRisk) : 'medium'));
  const [egg, setEgg] = useState(() => Math.min(2, Math.max(0, Number(params.get('egg') ?? 0) || 0)));
  const [color, setColor] = useState<WheelColor>(() => (isWheelColor(params.get('color')) ? (params.get('color') as WheelColor) : 'grey'));
  const [level, setLevel] = useState<StairsLevel>(() =>
    isStairsLevel(params.get('level')) ? (params.get('level') as StairsLevel) : 'medium',
  );
  const [picks, setPicks] = useState(params.get('picks') ?? '');
  const [weights, setWeights] = useState(params.get('weights') ?? '');
  const pocket = usePocketFields(params);
  const publishedHash = params.get('serverSeedHash');

  const computed = useMemo((): Computed | { error: string } | null => {
    if (!serverSeed.trim() || !clientSeed) return null;
    const n = Number(nonce);
    if (!Number.isSafeInteger(n) || n < 0) return { error: t('verify.badNonce') };
    if (!isClientSeed(clientSeed)) return { error: t('verify.badClientSeed') };
    const seeds = { serverSeed: serverSeed.trim(), clientSeed, nonce: n };
    const stream = new BetStream(seeds);
    const blocks: [string, string] = [BetStream.block(seeds, 0), BetStream.block(seeds, 1)];
    const chunksOf = (count: number) =>
      Array.from({ length: count }, (_, k) => {
        const value = stream.chunk(k);
        return { k, value, hex: chunk(stream.consumed, k).toString(16).padStart(6, '0') };
      });
    const hash = sha256Hex(seeds.serverSeed);
    if (game === 'roller') {
      const outcome = playRoller(stream, { choose: Number(choose), isHigher }, 0n);
      if (!outcome) return { error: t('verify.badRoller') };
      return {
        hash,
        blocks,
        chunks: chunksOf(1),
        raw: String(outcome.result),
        result: `${formatRoll(outcome.result)} · ${outcome.win ? t('roller.win') : t('roller.lose')} · ${formatMultiplier(outcome.multiplier)}`,
      };
    }
    if (game === 'coinflip') {
      const outcome = playCoinflip(stream, side, 0n);
      const coinName = outcome.coin === 'heads' ? t('coinflip.heads') : t('coinflip.tails');
      return {
        hash,
        blocks,
        chunks: chunksOf(1),
        raw: outcome.coin,
        result: `${coinName} · ${outcome.win ? `${t('coinflip.win')} · ${formatMultiplier(outcome.multiplier)}` : t('coinflip.lose')}`,
      };
    }
    const instant = (derived: InstantDerived): Computed => ({
      hash,
      blocks,
      chunks: chunksOf(derived.chunks),
      raw: derived.raw,
      result: derived.result,
      detail: derived.detail,
    });
    if (game === 'eggs') return instant(deriveEggs(stream, risk, egg, t));
    if (game === 'colorwheel') return instant(deriveColorwheel(stream, color, t));
    if (game === 'cryptos') return instant(deriveCryptos(stream, t));
    if (game === 'redPocket') {
      const derived = derivePocket(stream, pocket.values, t);
      return 'error' in derived ? derived : instant(derived);
    }
    if (game === 'dailyWheel') {
      const table = parseWheelWeights(weights);
      if (!table) return { error: t('instantVerify.badWeights') };
      return instant(deriveDailyWheel(stream, table, t));
    }
    if (game === 'stairs') {
      const list = picks
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map(Number);
      if (list.some((p) => !Number.isInteger(p) || p < 0 || p > 3)) return { error: t('instantVerify.badPicks') };
      return instant(deriveStairs(stream, level, list, t));
    }
    if (game === 'hilo') {
      const list = guesses
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean);
      if (list.some((g) => !(hiloGuesses as readonly string[]).includes(g))) return { error: t('verify.badGuesses') };
      const replay = replayHilo(stream, list as HiloGuess[]);
      const cards = replay.cards.map((c) => `${RANKS[c.rank - 1] ?? '?'}${SUITS[c.suit] ?? ''}`);
      return {
        hash,
        blocks,
        chunks: chunksOf(replay.cards.length),
        raw: cards.join(' '),
        result: `${cards.join(' ')} · ${replay.lost ? t('roller.lose') : formatMultiplier(replay.multiplier)}`,
      };
    }
    const m = Number(mines);
    if (!Number.isInteger(m) || m < MINES_MIN || m > MINES_MAX) return { error: t('verify.badMines') };
    const tiles = mineTiles(stream, m);
    return {
      hash,
      blocks,
      chunks: chunksOf(m),
      raw: [...tiles].sort((a, b) => a - b).join(','),
      result: t('verify.minesAt', { tiles: [...tiles].sort((a, b) => a - b).join(', ') }),
      detail: (
        <div className="mx-auto mt-3 grid w-44 grid-cols-5 gap-1" aria-hidden="true">
          {Array.from({ length: MINES_TILES }, (_, i) => (
            <span key={i} className={`aspect-square rounded-md ${tiles.includes(i) ? 'bg-danger' : 'bg-surface-3'}`} />
          ))}
        </div>
      ),
    };
  }, [
    game,
    serverSeed,
    clientSeed,
    nonce,
    choose,
    isHigher,
    guesses,
    mines,
    side,
    risk,
    egg,
    color,
    level,
    picks,
    weights,
    pocket.values,
    t,
  ]);

  const input = 'h-11 w-full rounded-xl border border-line bg-surface-2 px-3 text-[13px] outline-none focus:border-accent';
  return (
    <div data-testid="verify-page" className="pb-8">
      <PageHeader title={t('routes.verify')} />
      <div className="flex flex-col gap-3 px-4 pt-4">
        <FilterChips
          options={verifyGames.map((g) => ({ value: g, label: GAME_LABELS[g] }))}
          value={game}
          onChange={setGame}
          label={t('verify.game')}
          testIdPrefix="verify-game"
        />
        <Labeled label={t('verify.serverSeed')}>
          <input
            className={`${input} font-mono`}
            value={serverSeed}
            onChange={(e) => setServerSeed(e.target.value)}
            data-testid="verify-server-seed"
            placeholder="64 hex"
          />
        </Labeled>
        <div className="grid grid-cols-[1fr_6rem] gap-2">
          <Labeled label={t('verify.clientSeed')}>
            <input
              className={`${input} font-mono`}
              value={clientSeed}
              onChange={(e) => setClientSeed(e.target.value)}
              data-testid="verify-client-seed"
            />
          </Labeled>
          <Labeled label={t('verify.nonce')}>
            <input
              className={input}
              value={nonce}
              inputMode="numeric"
              onChange={(e) => setNonce(e.target.value.replace(/\D/g, ''))}
              data-testid="verify-nonce"
            />
          </Labeled>
        </div>
        {game === 'roller' && (
          <div className="grid grid-cols-2 gap-2">
            <Labeled label={t('roller.target')}>
              <input
                className={input}
                value={choose}
                inputMode="numeric"
                onChange={(e) => setChoose(e.target.value.replace(/\D/g, ''))}
                data-testid="verify-choose"
              />
            </Labeled>
            <Labeled label={t('verify.direction')}>
              <select
                className={input}
                value={isHigher ? 'higher' : 'lower'}
                onChange={(e) => setIsHigher(e.target.value === 'higher')}
                data-testid="verify-direction"
              >
                <option value="higher">{t('roller.higher')}</option>
                <option value="lower">{t('roller.lower')}</option>
              </select>
            </Labeled>
          </div>
        )}
        {game === 'hilo' && (
          <Labeled label={t('verify.guesses')}>
            <input
              className={input}
              value={guesses}
              onChange={(e) => setGuesses(e.target.value)}
              placeholder="higher,lower,skip"
              data-testid="verify-guesses"
            />
          </Labeled>
        )}
        {game === 'coinflip' && (
          <Labeled label={t('verify.side')}>
            <select
              className={input}
              value={side}
              onChange={(e) => setSide(e.target.value === 'tails' ? 'tails' : 'heads')}
              data-testid="verify-side"
            >
              <option value="heads">{t('coinflip.heads')}</option>
              <option value="tails">{t('coinflip.tails')}</option>
            </select>
          </Labeled>
        )}
        {game === 'eggs' && (
          <div className="grid grid-cols-2 gap-2">
            <Labeled label={t('eggs.riskLabel')}>
              <select
                className={input}
                value={risk}
                onChange={(e) => setRisk(isEggRisk(e.target.value) ? e.target.value : 'medium')}
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
              <select className={input} value={egg} onChange={(e) => setEgg(Number(e.target.value))} data-testid="verify-egg">
                {[0, 1, 2].map((i) => (
                  <option key={i} value={i}>
                    {t('eggs.egg', { n: i + 1 })}
                  </option>
                ))}
              </select>
            </Labeled>
          </div>
        )}
        {game === 'redPocket' && <PocketFields fields={pocket} inputClass={input} />}
        {game === 'dailyWheel' && (
          <Labeled label={t('instantVerify.weights')}>
            <input
              className={`${input} font-mono`}
              value={weights}
              onChange={(e) => setWeights(e.target.value)}
              placeholder="2000,40,3500"
              data-testid="verify-weights"
            />
          </Labeled>
        )}
        {game === 'colorwheel' && (
          <Labeled label={t('colorwheel.pick')}>
            <select
              className={input}
              value={color}
              onChange={(e) => setColor(isWheelColor(e.target.value) ? e.target.value : 'grey')}
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
        {game === 'stairs' && (
          <div className="grid grid-cols-[8rem_1fr] gap-2">
            <Labeled label={t('stairs.level')}>
              <select
                className={input}
                value={level}
                onChange={(e) => setLevel(isStairsLevel(e.target.value) ? e.target.value : 'medium')}
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
                className={input}
                value={picks}
                onChange={(e) => setPicks(e.target.value.replace(/[^\d,]/g, ''))}
                placeholder="0,2,1"
                data-testid="verify-picks"
              />
            </Labeled>
          </div>
        )}
        {game === 'mines' && (
          <Labeled label={t('verify.mines')}>
            <input
              className={input}
              value={mines}
              inputMode="numeric"
              onChange={(e) => setMines(e.target.value.replace(/\D/g, ''))}
              data-testid="verify-mines"
            />
          </Labeled>
        )}

        <section className="mt-1 rounded-3xl border border-line/60 bg-surface-1 p-4" aria-live="polite">
          {computed === null ? (
            <p className="text-center text-sm text-muted">{t('verify.fillIn')}</p>
          ) : 'error' in computed ? (
            <p className="text-center text-sm text-danger" data-testid="verify-error">
              {computed.error}
            </p>
          ) : (
            <div className="flex flex-col gap-3 text-[12px]">
              <div className="text-center">
                <p className="text-xs font-semibold text-muted">{t('verify.result')}</p>
                <p className="mt-1 text-2xl font-black text-gold tabular-nums" data-testid="verify-result" data-result={computed.raw}>
                  {computed.result}
                </p>
                {computed.detail}
              </div>
              <Mono label={t('verify.hash')} value={computed.hash} testId="verify-hash" />
              {publishedHash && (
                <p
                  data-testid="verify-hash-match"
                  data-match={publishedHash === computed.hash ? 'true' : 'false'}
                  className={`-mt-1.5 text-[12px] font-bold ${publishedHash === computed.hash ? 'text-accent' : 'text-danger'}`}
                >
                  {publishedHash === computed.hash ? t('verify.hashMatch') : t('verify.hashMismatch')}
                </p>
              )}
              <Mono label="D(0)" value={computed.blocks[0]} testId="verify-block-0" />
              <Mono label="D(1)" value={computed.blocks[1]} testId="verify-block-1" />
              <div>
                <p className="font-semibold text-muted">{t('verify.chunks')}</p>
                <ul className="mt-1 flex flex-wrap gap-1.5" data-testid="verify-chunks">
                  {computed.chunks.map((c) => (
                    <li key={c.k} className="rounded-lg bg-surface-2 px-2 py-1 font-mono ring-1 ring-line">
                      #{c.k} {c.hex} = {c.value}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </section>
        <VerifyRounds />
        <FairnessExplainer />
      </div>
    </div>
  );
}

function Labeled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1">
      <span className="text-[12px] font-semibold text-muted">{label}</span>
      {children}
    </label>
  );
}

function Mono({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <p className="font-semibold text-muted">{label}</p>
      <p className="mt-0.5 rounded-lg bg-surface-2 px-2 py-1.5 font-mono break-all ring-1 ring-line" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** The public explanation (docs/FAIRNESS.md, in Indonesian). */
function FairnessExplainer() {
  const { t } = useTranslation();
  const sections = ['seeds', 'stream', 'roller', 'coinflip', 'hilo', 'mines'] as const;
  const instantSections = ['eggs', 'colorwheel', 'cryptos', 'stairs', 'dailyWheel', 'redPocket'] as const;
  return (
    <section
      className="mt-2 rounded-3xl border border-line/60 bg-surface-1 p-4 text-[13px] leading-relaxed text-muted"
      data-testid="fair-explainer"
    >
      <h2 className="mb-2 flex items-center gap-2 text-base font-extrabold text-fg">
        <ShieldCheck className="size-5 text-accent" aria-hidden="true" />
        {t('verify.explainTitle')}
      </h2>
      {sections.map((s) => (
        <div key={s} className="mt-2">
          <h3 className="font-bold text-fg">{t(`verify.explain.${s}.title`)}</h3>
          <p className="mt-0.5">{t(`verify.explain.${s}.body`)}</p>
        </div>
      ))}
      {instantSections.map((s) => (
        <div key={s} className="mt-2">
          <h3 className="font-bold text-fg">{t(`instantVerify.explain.${s}.title`)}</h3>
          <p className="mt-0.5">{t(`instantVerify.explain.${s}.body`)}</p>
        </div>
      ))}
      <div className="mt-2">
        <h3 className="font-bold text-fg">{t('verify.explain.never.title')}</h3>
        <p className="mt-0.5">{t('verify.explain.never.body')}</p>
      </div>
    </section>
  );
}
