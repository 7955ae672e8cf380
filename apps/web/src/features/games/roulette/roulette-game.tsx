/**
 * `/game/roulette`: a strip of the 15 slots (0 black pays 14x, 1-7 red and 8-14 green pay 2x) that
 * spins and settles under the pointer on the committed result, the three colour pools, history.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rouletteColourOf, roulettePools } from '@kasino/shared/fairness/games/rounds';
import { PoolGameScreen, type PoolGameConfig, type StageProps } from '../rounds/pool-game-screen.tsx';

/** The strip's order: red and green alternate around the single black 0. */
const ORDER = [1, 14, 2, 13, 3, 12, 4, 0, 11, 5, 10, 6, 9, 7, 8] as const;
const TILE = 58;
const REPEATS = 9;
const LAND_REPEAT = 7;
const REVEAL_MS = 4_500;

const slotTone = {
  black: 'bg-[linear-gradient(160deg,#3a3f4f,#151823)] ring-gold/70 text-gold',
  red: 'bg-[linear-gradient(160deg,#ff6b6b,#c81e1e)] ring-white/25 text-white',
  green: 'bg-[linear-gradient(160deg,#3ee58d,#0f8a4a)] ring-white/25 text-white',
} as const;

function Slot({ n, small = false }: { n: number; small?: boolean }) {
  const colour = rouletteColourOf(n);
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-xl font-black ring-1 ${slotTone[colour]} ${small ? 'size-7 rounded-lg text-[12px]' : 'size-[52px] text-xl'}`}
      data-colour={colour}
    >
      {n}
    </span>
  );
}

/** Offset of the strip (px) that centres tile `index` under the pointer. */
const offsetOf = (index: number) => -(index * TILE + TILE / 2);

function RouletteStage({ ended, revealMs }: StageProps) {
  const result = typeof ended?.result?.resultNumber === 'number' ? ended.result.resultNumber : null;
  const [spin, setSpin] = useState<{ id: string; offset: number; moving: boolean }>({ id: '', offset: offsetOf(15 + 7), moving: false });
  const roundId = ended?.roundId ?? '';
  // A new result: jump back to the first repeats (no transition), then travel to the landing repeat.
  if (result !== null && roundId !== spin.id) {
    const at = ORDER.indexOf(result as (typeof ORDER)[number]);
    setSpin({
      id: roundId,
      offset: offsetOf(LAND_REPEAT * 15 + at) + (((parseInt(roundId.slice(-2), 10) || 0) % 7) - 3) * 4,
      moving: true,
    });
  }
  useEffect(() => {
    if (!spin.moving) return;
    const timer = setTimeout(
      () => setSpin((s) => ({ ...s, moving: false, offset: s.offset + (LAND_REPEAT - 2) * 15 * TILE })),
      revealMs + 200,
    );
    return () => clearTimeout(timer);
  }, [spin.moving, revealMs]);
  return (
    <div
      className="relative mx-3 mt-3 h-[76px] overflow-hidden rounded-2xl bg-black/45 ring-1 ring-white/10"
      data-testid="roulette-strip"
      data-result={spin.moving ? '' : (result ?? '')}
    >
      <div
        className="absolute top-3 left-1/2 flex gap-[6px] will-change-transform"
        style={{
          transform: `translateX(${spin.offset}px)`,
          transition: spin.moving ? `transform ${revealMs - 300}ms cubic-bezier(0.12, 0.75, 0.2, 1)` : 'none',
        }}
      >
        {Array.from({ length: REPEATS }, (_, r) => ORDER.map((n) => <Slot key={`${r}-${n}`} n={n} />))}
      </div>
      <div className="pointer-events-none absolute inset-y-0 left-0 w-14 bg-gradient-to-r from-black/70 to-transparent" />
      <div className="pointer-events-none absolute inset-y-0 right-0 w-14 bg-gradient-to-l from-black/70 to-transparent" />
      <div className="pointer-events-none absolute inset-y-1 left-1/2 w-[3px] -translate-x-1/2 rounded-full bg-gold shadow-[0_0_12px_#ffc83d]" />
      <div className="pointer-events-none absolute top-0 left-1/2 size-0 -translate-x-1/2 border-x-[7px] border-t-[9px] border-x-transparent border-t-gold" />
    </div>
  );
}

export function RouletteGame() {
  const { t } = useTranslation();
  const colourName = (c: string) => t(`rounds.roulette.${c as 'black' | 'red' | 'green'}`);
  const config: PoolGameConfig = {
    game: 'roulette',
    title: 'Roulette',
    keep: 20,
    revealMs: () => REVEAL_MS,
    stageClass: 'bg-[radial-gradient(120%_100%_at_50%_0%,#7f1d1d,#1a0b10_70%)]',
    Stage: RouletteStage,
    columns: 3,
    options: roulettePools.map((pool) => ({
      pool,
      label: colourName(pool),
      pay: pool === 'black' ? 'x14' : 'x2',
      tone:
        pool === 'black'
          ? 'bg-[#1b1f2b] text-gold ring-gold/50'
          : pool === 'red'
            ? 'bg-[#fb4e4e]/20 text-[#ffb3b3] ring-[#fb4e4e]/60'
            : 'bg-[#18b660]/20 text-[#8dffc4] ring-[#18b660]/60',
    })),
    help: (
      <>
        <p>{t('rounds.roulette.rules')}</p>
        <p>{t('rounds.poolRules')}</p>
      </>
    ),
    pill: (r) => <Slot n={Number(r.resultNumber)} small />,
    resultText: (r) => `${String(r.resultNumber)} ${colourName(String(r.colour))}`,
    winners: (r) => [String(r.colour)],
    labelOf: (select) => <span className="font-bold">{colourName(select)}</span>,
  };
  return <PoolGameScreen config={config} />;
}
