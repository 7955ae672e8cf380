/**
 * The committed chains of the round games, on the public verify page: each chain's commitment s_0 and
 * salt were published before its first round; any revealed round seed walks back to its chain's s_0.
 */
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format-number.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { useChains } from './chains-api.ts';

export function RoundChains() {
  const { t } = useTranslation();
  const chains = useChains();
  return (
    <div className="flex flex-col gap-2" data-testid="round-chains">
      <h3 className="text-sm font-extrabold">{t('rounds.verify.chains')}</h3>
      <p className="text-[12px] leading-relaxed text-muted">{t('rounds.verify.chainsBody')}</p>
      {chains.isPending ? (
        <p className="text-[12px] text-muted">{t('rounds.verify.chainsLoading')}</p>
      ) : !chains.data?.list.length ? (
        <p className="text-[12px] text-muted">{t('rounds.verify.chainsEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {chains.data.list.map((c) => (
            <li
              key={`${c.game}-${c.model}-${c.commitment}`}
              className="rounded-xl bg-surface-2 p-2.5 text-[11.5px] ring-1 ring-line"
              data-testid="round-chain"
            >
              <p className="font-bold">
                {c.game === 'wingo' ? `Wingo ${c.model}` : c.game.charAt(0).toUpperCase() + c.game.slice(1)}
                <span className="ml-2 font-normal text-muted">
                  {t('rounds.verify.chainUse', {
                    used: formatCount(c.used),
                    length: formatCount(c.length),
                    date: formatDateTime(c.createdAt),
                  })}
                </span>
              </p>
              <p className="mt-1 text-muted">s₀</p>
              <p className="font-mono break-all">{c.commitment}</p>
              <p className="mt-1 text-muted">salt</p>
              <p className="font-mono break-all">{c.salt}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
