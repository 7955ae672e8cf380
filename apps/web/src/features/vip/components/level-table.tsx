/** Every level of the club with what it gives: where it starts, its level-up reward, its cashback rates. */
import { formatWireIdr } from '@kasino/shared/money';
import type { VipLevelConfig } from '@kasino/shared/protocol/vip';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPoints, ratePercent } from '../vip-format.ts';

export function LevelTable({ levels, current }: { levels: VipLevelConfig[]; current: number | null }) {
  const { t } = useTranslation();
  return (
    <ol className="flex flex-col gap-2" data-testid="vip-levels">
      {levels.map((l) => {
        const mine = l.level === current;
        const reached = current !== null && l.level <= current;
        return (
          <li
            key={l.level}
            data-testid="vip-level"
            data-current={mine}
            aria-current={mine ? 'true' : undefined}
            className={`flex flex-col gap-2.5 rounded-2xl p-3 ring-1 ${mine ? 'bg-gold/10 ring-gold/60' : 'bg-surface-1 ring-line/60'}`}
          >
            <div className="flex items-center gap-3">
              <span
                className={`grid size-9 shrink-0 place-items-center rounded-xl ${l.level > 0 ? 'bg-gradient-to-br from-[#ffe07a] to-gold-strong text-[#3a2600]' : 'bg-surface-2 text-muted'}`}
                aria-hidden="true"
              >
                <Crown className="size-4.5" strokeWidth={2.4} />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-center gap-2">
                  <span className="text-[15px] font-extrabold">{t('vip.badge', { level: l.level })}</span>
                  {mine && <span className="rounded-full bg-gold/20 px-2 py-0.5 text-[11px] font-bold text-gold">{t('vip.current')}</span>}
                </span>
                <span className={`text-[12px] tabular-nums ${reached ? 'text-gold' : 'text-muted'}`}>
                  {t('vip.levelFrom', { points: formatPoints(l.score) })}
                </span>
              </span>
            </div>
            <dl className="grid grid-cols-3 gap-1.5 text-[11.5px]">
              <Perk label={t('vip.perkBonus')} value={Number(l.levelBonus) > 0 ? formatWireIdr(l.levelBonus) : '–'} />
              <Perk label={t('vip.perkOriginals')} value={ratePercent(l.originalBackRate)} />
              <Perk label={t('vip.perkSlots')} value={ratePercent(l.slotsBackRate)} />
            </dl>
          </li>
        );
      })}
    </ol>
  );
}

function Perk({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col justify-between gap-0.5 rounded-xl bg-black/20 px-2 py-1.5">
      <dt className="leading-tight text-faint">{label}</dt>
      <dd className="truncate text-[13px] font-extrabold text-gold tabular-nums">{value}</dd>
    </div>
  );
}
