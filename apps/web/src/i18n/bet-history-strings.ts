/** The bet history's strings join the resource when a history page or a game's own bet list loads (they are not in the first load). */
import { addStrings } from './add-strings.ts';
import { betHistoryId } from '../features/bet-history/i18n.id.ts';

addStrings(betHistoryId);
