/** The single-player tables' strings join the resource when a screen that shows them loads (not in the first load). */
import { addStrings } from '../../../i18n/add-strings.ts';
import { gamesTablesId } from './tables.id.ts';

addStrings(gamesTablesId);
