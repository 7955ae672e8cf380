/** The single-player tables' strings join the resource when a screen that shows them loads (a table, /verify, a bet's detail), not in the first load. */
import { addStrings } from './add-strings.ts';
import { gamesTablesId } from '../features/games/controls/tables.id.ts';

addStrings(gamesTablesId);
