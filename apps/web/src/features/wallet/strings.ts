/** The wallet screens' strings join the resource when their chunk loads (they are not in the first load). */
import { addStrings } from '../../i18n/add-strings.ts';
import { walletId } from './i18n.id.ts';

addStrings(walletId);
