/**
 * The tabs under Wingo: "Riwayat Game" (period, number, big/small, colours, verify), "Grafik" (the trend:
 * missing, average missing, frequency and longest run per number, and the last rounds charted with a
 * line through the numbers drawn), "Taruhan Saya".
 */
import { BarChart3, History, ListChecks, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { wingoColours } from '@kasino/shared/fairness/games/rounds';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { type RoundView } from '../rounds/rounds-api.ts';
import { useWingoMine, useWingoPast, useWingoTrend, type WingoModel } from './wingo-api.ts';
import { verifyRoundHref } from '../../../lib/games/verify-round-link.ts';
import { GameTabs, TabsCard } from '../frame/game-screen.tsx';
import { ListSkeleton, MyRoundBets } from '../rounds/round-parts.tsx';
import { numberSelect, selectName } from '../../../lib/games/wingo-picks.ts';
import { selectColour, WINGO_HEX, WingoBall } from './wingo-ball.tsx';

type Tab = 'history' | 'chart' | 'mine';

export const resultOf = (round: RoundView | null | undefined): number | null =>
  typeof round?.result?.result === 'number' ? round.result.result : null;

export function WingoTabs({ model }: { model: WingoModel }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('history');
  return (
    <TabsCard>
      <GameTabs
        tabs={[
          { value: 'history', label: t('rounds.wingo.tabs.history'), icon: <History className="size-3.5" aria-hidden="true" /> },
          { value: 'chart', label: t('rounds.wingo.tabs.chart'), icon: <BarChart3 className="size-3.5" aria-hidden="true" /> },
          { value: 'mine', label: t('rounds.wingo.tabs.mine'), icon: <ListChecks className="size-3.5" aria-hidden="true" /> },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'history' ? <HistoryTable model={model} /> : tab === 'chart' ? <TrendChart model={model} /> : <MineTab model={model} />}
    </TabsCard>
  );
}

function HistoryTable({ model }: { model: WingoModel }) {
  const { t } = useTranslation();
  const past = useWingoPast(model, 10);
  if (past.isPending) return <ListSkeleton />;
  const list = past.data?.list ?? [];
  if (list.length === 0) return <p className="px-3 py-5 text-center text-xs text-faint">{t('rounds.noHistory')}</p>;
  return (
    <table className="w-full text-[12.5px]" data-testid="wingo-history">
      <thead>
        <tr className="text-[11px] text-muted">
          <th className="px-3 py-2 text-left font-semibold">{t('rounds.period')}</th>
          <th className="py-2 font-semibold">{t('rounds.wingo.number')}</th>
          <th className="py-2 font-semibold">{t('rounds.wingo.bigSmall')}</th>
          <th className="py-2 font-semibold">{t('rounds.wingo.colour')}</th>
          <th className="w-9" />
        </tr>
      </thead>
      <tbody className="divide-y divide-line/40">
        {list.map((r) => {
          const n = resultOf(r);
          return (
            <tr key={r.roundId} data-testid="wingo-history-row" data-round-id={r.roundId} data-result={n ?? ''}>
              <td className="px-3 py-2 font-mono text-muted">{r.roundId}</td>
              <td className="py-2">
                {n === null ? (
                  <span className="block text-center text-faint">{t('rounds.void')}</span>
                ) : (
                  <span className="block text-center text-lg font-black" style={{ color: WINGO_HEX[wingoColours(n)[0] ?? 'green'] }}>
                    {n}
                  </span>
                )}
              </td>
              <td className="py-2 text-center font-semibold text-fg/85">
                {n === null ? '' : n >= 5 ? t('rounds.wingo.big') : t('rounds.wingo.small')}
              </td>
              <td className="py-2">
                <span className="flex justify-center gap-1">
                  {n !== null &&
                    wingoColours(n).map((c) => <span key={c} className="size-3 rounded-full" style={{ background: WINGO_HEX[c] }} />)}
                </span>
              </td>
              <td className="pr-2">
                {r.serverSeed && r.salt && (
                  <Link
                    to={verifyRoundHref({ game: 'wingo', serverSeed: r.serverSeed, salt: r.salt, serverSeedHash: r.serverSeedHash })}
                    aria-label={t('rounds.fair.verify')}
                    className="grid size-7 place-items-center rounded-lg text-accent hover:bg-surface-2"
                  >
                    <ShieldCheck className="size-4" aria-hidden="true" />
                  </Link>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const CELL = 26;

function TrendChart({ model }: { model: WingoModel }) {
  const { t } = useTranslation();
  const trend = useWingoTrend(model);
  const past = useWingoPast(model, 20);
  if (trend.isPending || past.isPending) return <ListSkeleton />;
  const stats = trend.data;
  const rows = (past.data?.list ?? []).filter((r) => resultOf(r) !== null);
  const digits = Array.from({ length: 10 }, (_, n) => n);
  const lines = [
    ['missing', t('rounds.wingo.trend.missing')],
    ['avgMissing', t('rounds.wingo.trend.avgMissing')],
    ['frequency', t('rounds.wingo.trend.frequency')],
    ['maxContinued', t('rounds.wingo.trend.maxContinued')],
  ] as const;
  const points = rows.map((r, i) => `${(resultOf(r) ?? 0) * CELL + CELL / 2},${i * CELL + CELL / 2}`).join(' ');
  return (
    <div className="p-3" data-testid="wingo-trend">
      {stats && (
        <>
          <p className="mb-1.5 text-[11px] text-muted">{t('rounds.wingo.trend.window', { count: stats.window })}</p>
          <div className="overflow-hidden rounded-xl ring-1 ring-line">
            <div className="grid grid-cols-[7rem_repeat(10,minmax(0,1fr))] bg-surface-2 text-center text-[11px] font-bold">
              <span className="px-2 py-1 text-left text-muted">{t('rounds.wingo.number')}</span>
              {digits.map((n) => (
                <span key={n} className="py-1" style={{ color: WINGO_HEX[wingoColours(n)[0] ?? 'green'] }}>
                  {n}
                </span>
              ))}
            </div>
            {lines.map(([key, label]) => (
              <div
                key={key}
                className="grid grid-cols-[7rem_repeat(10,minmax(0,1fr))] border-t border-line/50 text-center text-[11.5px] tabular-nums"
                data-testid={`wingo-trend-${key}`}
              >
                <span className="truncate px-2 py-1 text-left text-muted">{label}</span>
                {digits.map((n) => (
                  <span key={n} className="py-1 text-fg/90">
                    {stats[key][n] ?? 0}
                  </span>
                ))}
              </div>
            ))}
          </div>
        </>
      )}
      {rows.length > 0 && (
        <div className="mt-3 grid grid-cols-[3.5rem_1fr] gap-0">
          <div>
            {rows.map((r) => (
              <p key={r.roundId} className="truncate font-mono text-[10.5px] leading-[26px] text-muted">
                {r.roundId.slice(-5)}
              </p>
            ))}
          </div>
          <div className="relative mx-auto" style={{ width: CELL * 10, height: rows.length * CELL }}>
            <svg className="pointer-events-none absolute inset-0" width={CELL * 10} height={rows.length * CELL} aria-hidden="true">
              <polyline points={points} fill="none" stroke="#fb4e4e" strokeWidth="1.5" strokeLinejoin="round" opacity="0.85" />
            </svg>
            {rows.map((r, i) => (
              <div key={r.roundId} className="absolute left-0 flex" style={{ top: i * CELL }}>
                {digits.map((n) =>
                  n === resultOf(r) ? (
                    <span key={n} className="grid place-items-center" style={{ width: CELL, height: CELL }}>
                      <WingoBall n={n} size="xs" />
                    </span>
                  ) : (
                    <span key={n} className="grid place-items-center text-[10px] text-faint/80" style={{ width: CELL, height: CELL }}>
                      {n}
                    </span>
                  ),
                )}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function MineTab({ model }: { model: WingoModel }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const mine = useWingoMine(model, loggedIn);
  return (
    <MyRoundBets
      loggedIn={loggedIn}
      bets={mine.data?.list}
      loading={mine.isPending}
      labelOf={(select) => {
        const n = numberSelect.indexOf(select as (typeof numberSelect)[number]);
        return n >= 0 ? (
          <WingoBall n={n} size="xs" />
        ) : (
          <span className="rounded-md px-1.5 py-0.5 text-[11px] font-extrabold text-white" style={{ background: selectColour(select) }}>
            {selectName(select, t)}
          </span>
        );
      }}
    />
  );
}
