/** `/game/:id`: every in-house game's screen; the live round games (Wingo, Crash, Roulette, Dice, Dingdong) live in features/rounds. */
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { NotFound } from '../../../components/not-found.tsx';
import { CrashGame } from './crash/crash-game.tsx';
import { DiceGame } from './dice/dice-game.tsx';
import { DingdongGame } from './dingdong/dingdong-game.tsx';
import { RouletteGame } from './roulette/roulette-game.tsx';
import { WingoGame } from './wingo/wingo-game.tsx';
import { findInHouseGame, type InHouseGameId } from '../game-catalogue.ts';
import { CoinflipGame } from './coinflip/coinflip-game.tsx';
import { ColorwheelGame } from './colorwheel/colorwheel-game.tsx';
import { CryptosGame } from './cryptos/cryptos-game.tsx';
import { EggsGame } from './eggs/eggs-game.tsx';
import { HiloGame } from './hilo/hilo-game.tsx';
import { MinesGame } from './mines/mines-game.tsx';
import { RollerGame } from './roller/roller-game.tsx';
import { StairsGame } from './stairs/stairs-game.tsx';

const screens: Record<InHouseGameId, ComponentType> = {
  wingo: WingoGame,
  crash: CrashGame,
  roller: RollerGame,
  hilo: HiloGame,
  mines: MinesGame,
  dice: DiceGame,
  roulette: RouletteGame,
  dingdong: DingdongGame,
  coinflip: CoinflipGame,
  eggs: EggsGame,
  colorwheel: ColorwheelGame,
  stairs: StairsGame,
  cryptos: CryptosGame,
};

export function GamePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const game = findInHouseGame(id);
  useDocumentTitle(game ? game.name : t('routes.notFound'));
  if (!game) return <NotFound />;
  const Screen = screens[game.id];
  return <Screen />;
}
