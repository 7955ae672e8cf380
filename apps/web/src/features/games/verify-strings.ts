/** The fairness screens' strings join the resource when their chunk loads (they are not in the first load). */
import { addStrings } from '../../i18n/add-strings.ts';
import { gamesVerifyId } from './i18n/verify.id.ts';

addStrings(gamesVerifyId);
