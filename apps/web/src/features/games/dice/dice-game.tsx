/**
 * `/game/dice`: three dice tumble and land on the committed faces; six face pools (a face pays 2x with one
 * match, 3x with two, 9x with three: SPEC §9), the last 8 results.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolGameScreen, type PoolGameConfig, type StageProps } from '../rounds/pool-game-screen.tsx';

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [27, 27],
    [73, 27],
    [50, 50],
    [27, 73],
    [73, 73],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};
const REVEAL_MS = 2_400;

export function Die({ face, size = 64, className = '' }: { face: number; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} className={className} role="img" aria-label={String(face)}>
      <defs>
        <linearGradient id="die-face" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#d9def0" />
        </linearGradient>
      </defs>
      <rect x="4" y="4" width="92" height="92" rx="20" fill="url(#die-face)" stroke="rgb(0 0 0 / 0.15)" strokeWidth="2" />
      {(PIPS[face] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={face === 1 ? 12 : 9} fill={face === 1 ? '#e11d48' : '#1e293b'} />
      ))}
    </svg>
  );
}

const facesOf = (result: Record<string, unknown> | null | undefined): number[] | null => {
  const faces = result?.result;
  return Array.isArray(faces) && faces.length === 3 ? faces.map(Number) : null;
};

function DiceStage({ ended, revealMs }: StageProps) {
  const roundId = ended?.roundId ?? '';
  const [roll, setRoll] = useState<{ id: string; rolling: boolean; shown: number[] }>({ id: '', rolling: false, shown: [1, 2, 3] });
  useEffect(() => {
    const faces = facesOf(ended?.result);
    if (!faces) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= revealMs) {
        clearInterval(timer);
        setRoll({ id: roundId, rolling: false, shown: faces });
        return;
      }
      setRoll({ id: roundId, rolling: true, shown: [1, 2, 3].map(() => 1 + Math.floor(Math.random() * 6)) });
    }, 90);
    return () => clearInterval(timer);
    // The roll restarts only for a new round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundId]);
  const landed = roll.id === roundId && roundId !== '' && !roll.rolling;
  const sum = landed ? roll.shown.reduce((a, b) => a + b, 0) : null;
  return (
    <div className="flex flex-col items-center pt-4 pb-1" data-testid="dice-faces" data-result={landed ? roll.shown.join(',') : ''}>
      <div className="flex items-end gap-4 rounded-[28px] bg-black/30 px-6 py-5 ring-1 ring-white/10">
        {roll.shown.map((face, i) => (
          <Die key={i} face={face} size={68} className={roll.rolling ? 'dice-tumble' : landed ? 'dice-land' : ''} />
        ))}
      </div>
      <p className="mt-2 h-5 text-sm font-bold text-white/80 tabular-nums">{sum !== null ? `Σ ${sum}` : ''}</p>
    </div>
  );
}

export function DiceGame() {
  const { t } = useTranslation();
  const config: PoolGameConfig = {
    game: 'dice',
    title: 'Dice',
    keep: 8,
    revealMs: () => REVEAL_MS,
    stageClass: 'bg-[radial-gradient(120%_100%_at_50%_0%,#1e3a8a,#0b1020_72%)]',
    Stage: DiceStage,
    columns: 3,
    options: [1, 2, 3, 4, 5, 6].map((face) => ({
      pool: String(face),
      label: <Die face={face} size={30} />,
      pay: 'x2 · x3 · x9',
      tone: 'bg-[#3b82f6]/15 text-[#cfe0ff] ring-[#3b82f6]/50',
    })),
    help: (
      <>
        <p>{t('rounds.dice.rules')}</p>
        <p>{t('rounds.poolRules')}</p>
      </>
    ),
    pill: (r) => (
      <span className="flex gap-0.5 rounded-lg bg-black/30 p-0.5">
        {(facesOf(r) ?? []).map((f, i) => (
          <Die key={i} face={f} size={18} />
        ))}
      </span>
    ),
    resultText: (r) => (facesOf(r) ?? []).join(' · '),
    winners: (r) => (facesOf(r) ?? []).map(String),
    labelOf: (select) => <Die face={Number(select)} size={20} />,
  };
  return <PoolGameScreen config={config} />;
}
