/** The string parts loaded with their screens (not merged into `id`), for the test that sections never collide. */
import { gamesVerifyId } from '../features/games/i18n/verify.id.ts';
import { helpId } from '../features/help/i18n.id.ts';
import { protectionId } from '../features/protection/i18n.id.ts';

export const lazyIdParts = [helpId, gamesVerifyId, protectionId];
