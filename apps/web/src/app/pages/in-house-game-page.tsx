/** `/game/<id>` of an in-house game: the registry's screen for the row's game (its own lazy chunk). */
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/document-title.ts';
import { NotFound } from '../../components/not-found.tsx';
import { findInHouseGame } from '../../features/games/game-registry.ts';
import type { PageProps } from '../route-table.ts';

export function InHouseGamePage({ entry }: PageProps) {
  const { t } = useTranslation();
  const game = findInHouseGame(entry.game);
  useDocumentTitle(game ? game.name : t('routes.notFound'));
  if (!game) return <NotFound />;
  const Screen = game.screen;
  return <Screen />;
}
