/** `/game/{id}`: an in-house game opens its table; any other title is a provider's game, launched full screen. */
import { lazy } from 'react';
import { useParams } from 'react-router';
import { findInHouseGame } from '../../games/game-catalogue.ts';
import { SlotGamePage } from './slot-game-page.tsx';

const InHouseGamePage = lazy(() => import('../../games/components/game-page.tsx').then((m) => ({ default: m.GamePage })));

export function GameRoutePage() {
  const { id } = useParams();
  return findInHouseGame(id) ? <InHouseGamePage /> : <SlotGamePage />;
}
