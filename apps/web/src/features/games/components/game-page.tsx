/** `/game/:id`: the single-player tables are playable; the round games (Wingo, Crash, Dice, Roulette, Dingdong) arrive in a later release (an honest preview until then). */
import { ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { NotFound } from '../../../components/not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { findInHouseGame } from '../game-catalogue.ts';
import { CoinflipGame } from './coinflip/coinflip-game.tsx';
import { ColorwheelGame } from './colorwheel/colorwheel-game.tsx';
import { CryptosGame } from './cryptos/cryptos-game.tsx';
import { EggsGame } from './eggs/eggs-game.tsx';
import { GameArt } from './game-art.tsx';
import { HiloGame } from './hilo/hilo-game.tsx';
import { MinesGame } from './mines/mines-game.tsx';
import { RollerGame } from './roller/roller-game.tsx';
import { StairsGame } from './stairs/stairs-game.tsx';

export function GamePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const game = findInHouseGame(id);
  useDocumentTitle(game ? game.name : t('routes.notFound'));
  if (!game) return <NotFound />;
  if (game.id === 'roller') return <RollerGame />;
  if (game.id === 'hilo') return <HiloGame />;
  if (game.id === 'mines') return <MinesGame />;
  if (game.id === 'coinflip') return <CoinflipGame />;
  if (game.id === 'eggs') return <EggsGame />;
  if (game.id === 'colorwheel') return <ColorwheelGame />;
  if (game.id === 'cryptos') return <CryptosGame />;
  if (game.id === 'stairs') return <StairsGame />;
  const [dark, bright] = game.colors;
  return (
    <div data-testid={`game-page-${game.id}`}>
      <PageHeader title={game.name} />
      <div className="relative mx-4 mt-4 overflow-hidden rounded-3xl ring-1 ring-white/10" style={{ background: `radial-gradient(120% 90% at 50% 0%, ${bright}, ${dark} 75%)` }}>
        <GameArt id={game.id} className="mx-auto h-44 w-44 py-3" />
        <div className="flex items-center justify-between bg-black/35 px-4 py-3 backdrop-blur-sm">
          <div>
            <p className="text-lg font-extrabold text-white">{game.name}</p>
            <p className="text-xs text-white/75">{t(`games.blurbs.${game.id}`)}</p>
          </div>
          <span className="flex items-center gap-1 rounded-full bg-black/40 px-2.5 py-1 text-[11px] font-bold text-[#b6ffd8]">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            {t('common.provablyFair')}
          </span>
        </div>
      </div>
      <ComingSoon title={game.name} description={t('games.comingSoonBody', { name: game.name })} />
    </div>
  );
}
