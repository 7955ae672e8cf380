/** Auto-bet's strings join the resource when a game with auto-bet loads (they are not in the first load). */
import { addStrings } from '../../../i18n/add-strings.ts';
import { gamesAutoId } from './auto.id.ts';

addStrings(gamesAutoId);
