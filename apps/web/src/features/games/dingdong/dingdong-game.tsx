/**
 * `/game/dingdong`: a fruit reel that spins and stops on each draw of the round; an "again" flashes
 * LAGI! and spins once more, visibly, until a fruit lands (SPEC §4). Six fruit pools with their pays
 * (dingdongTable), cherry pays no pool; the last 10 results.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dingdongPools, dingdongTable, type DingdongFruit } from '@kasino/shared/fairness/games/dingdong';
import type { RoundView } from '../rounds/rounds-api.ts';
import { PoolGameScreen, type PoolGameConfig, type StageProps } from '../rounds/pool-game-screen.tsx';
import { FruitIcon } from './fruit-icon.tsx';
import { formatNumber } from '../../../lib/format-number.ts';

const REEL: readonly DingdongFruit[] = ['apple', 'star', 'mango', 'cherry', 'bamboo', 'again', 'grape', 'ding'];
const TILE = 64;
const REPEATS = 7;
/** One draw at its natural pace: a spin, then a moment on the fruit (shortened to fit the closed window). */
const STEP_MS = 2_100;
const SPIN_SHARE = 0.7;

const drawsOf = (result: Record<string, unknown> | null | undefined): DingdongFruit[] | null => {
  const draws = result?.draws;
  return Array.isArray(draws) && draws.length > 0 ? (draws as DingdongFruit[]) : null;
};
const revealMsOf = (round: RoundView) => (drawsOf(round.result)?.length ?? 1) * STEP_MS;
const payOf = (fruit: string) => `x${formatNumber(Number(dingdongTable.find((e) => e.fruit === fruit)?.payX100 ?? 0n) / 100)}`;

interface ReelView {
  index: number;
  moving: boolean;
  flash: boolean;
  landed: DingdongFruit | null;
  done: boolean;
}

function DingdongStage({ ended, revealMs }: StageProps) {
  const { t } = useTranslation();
  const draws = drawsOf(ended?.result);
  const roundId = ended?.roundId ?? '';
  const [view, setView] = useState<ReelView>({ index: REEL.length, moving: false, flash: false, landed: null, done: true });
  const step = draws ? Math.max(300, Math.floor(revealMs / draws.length)) : STEP_MS;
  const spinMs = Math.floor(step * SPIN_SHARE);
  useEffect(() => {
    const list = drawsOf(ended?.result);
    if (!list) return;
    const timers: number[] = [];
    const at = (ms: number, fn: () => void) => timers.push(window.setTimeout(fn, ms));
    at(0, () => setView((v) => ({ ...v, done: false, landed: null })));
    list.forEach((fruit, k) => {
      const t0 = k * step;
      // Jump back to the second lap without a transition, then travel a few laps to the fruit.
      at(t0 + 10, () => setView((v) => ({ ...v, moving: false, flash: false, index: (v.index % REEL.length) + REEL.length })));
      at(t0 + 60, () => setView((v) => ({ ...v, moving: true, index: REEL.length * (REPEATS - 2) + REEL.indexOf(fruit) })));
      at(t0 + 60 + spinMs, () => setView((v) => ({ ...v, flash: fruit === 'again', landed: fruit, done: k === list.length - 1 })));
    });
    return () => timers.forEach((id) => clearTimeout(id));
    // The sequence restarts only for a new round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundId]);
  const result = ended?.result?.result;
  return (
    <div
      className="flex flex-col items-center pt-3 pb-1"
      data-testid="dingdong-reel"
      data-landed={view.done && typeof result === 'string' ? result : ''}
    >
      <div className="relative h-[192px] w-[150px] overflow-hidden rounded-3xl bg-[linear-gradient(180deg,#1f1305,#3b2306_50%,#1f1305)] shadow-[inset_0_0_24px_rgb(0_0_0/0.8)] ring-4 ring-[#f59e0b]/70">
        <div
          className="absolute inset-x-0 top-0 will-change-transform"
          style={{
            transform: `translateY(${-(view.index * TILE + TILE / 2) + 96}px)`,
            transition: view.moving ? `transform ${spinMs}ms cubic-bezier(0.15, 0.7, 0.25, 1)` : 'none',
          }}
        >
          {Array.from({ length: REPEATS }, (_, r) =>
            REEL.map((fruit) => (
              <div key={`${r}-${fruit}`} className="grid h-16 place-items-center">
                <FruitIcon fruit={fruit} size={50} />
              </div>
            )),
          )}
        </div>
        <div className="pointer-events-none absolute inset-x-2 top-[64px] h-16 rounded-2xl ring-2 ring-gold shadow-[0_0_20px_rgb(255_200_61/0.5)]" />
        <div className="pointer-events-none absolute inset-x-0 top-0 h-12 bg-gradient-to-b from-black/70 to-transparent" />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-gradient-to-t from-black/70 to-transparent" />
        {view.flash && (
          <div className="absolute inset-0 grid place-items-center bg-black/35" data-testid="dingdong-again">
            <span className="animate-pop-in rounded-2xl bg-[#22d3ee] px-4 py-1.5 text-xl font-black text-[#032a33] shadow-[0_0_24px_#22d3ee]">
              {t('rounds.dingdong.again')}
            </span>
          </div>
        )}
      </div>
      <div className="mt-2 flex h-7 items-center gap-1" aria-live="polite">
        {draws?.map((fruit, i) =>
          i < draws.length - 1 || view.done ? (
            <span key={i} className="flex items-center gap-1 rounded-full bg-black/35 px-2 py-0.5 text-[11px] font-bold text-white/85">
              <FruitIcon fruit={fruit} size={16} />
              {t(`rounds.dingdong.fruits.${fruit}`)}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}

export function DingdongGame() {
  const { t } = useTranslation();
  const fruitName = (fruit: string) => t(`rounds.dingdong.fruits.${fruit as DingdongFruit}`);
  const config: PoolGameConfig = {
    game: 'dingdong',
    title: 'Dingdong',
    keep: 10,
    revealMs: revealMsOf,
    stageClass: 'bg-[radial-gradient(120%_100%_at_50%_0%,#92400e,#1c1006_72%)]',
    Stage: DingdongStage,
    columns: 3,
    options: dingdongPools.map((pool) => ({
      pool,
      label: (
        <>
          <FruitIcon fruit={pool} size={26} />
          <span className="text-[12.5px]">{fruitName(pool)}</span>
        </>
      ),
      pay: payOf(pool),
      tone: 'bg-[#f59e0b]/12 text-[#ffe2a8] ring-[#f59e0b]/45',
    })),
    help: (
      <>
        <p>{t('rounds.dingdong.rules')}</p>
        <ul className="grid grid-cols-2 gap-1">
          {dingdongTable.map((e) => (
            <li key={e.fruit} className="flex items-center gap-1.5">
              <FruitIcon fruit={e.fruit} size={18} />
              {fruitName(e.fruit)}: {e.fruit === 'again' ? t('rounds.dingdong.againRule') : e.payX100 > 0n ? payOf(e.fruit) : '-'} (
              {formatNumber(e.weight / 10)}%)
            </li>
          ))}
        </ul>
        <p>{t('rounds.poolRules')}</p>
      </>
    ),
    pill: (r) => (
      <span className="grid size-8 place-items-center rounded-lg bg-black/35 ring-1 ring-white/10" title={fruitName(String(r.result))}>
        <FruitIcon fruit={String(r.result) as DingdongFruit} size={24} />
      </span>
    ),
    resultText: (r) => (drawsOf(r) ?? [String(r.result)]).map((f) => fruitName(String(f))).join(' → '),
    winners: (r) => [String(r.result)],
    labelOf: (select) => (
      <span className="flex items-center gap-1 font-bold">
        <FruitIcon fruit={select as DingdongFruit} size={18} />
        {fruitName(select)}
      </span>
    ),
  };
  return <PoolGameScreen config={config} />;
}
