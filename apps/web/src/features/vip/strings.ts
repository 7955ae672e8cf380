/** The VIP club's strings join the resource when its chunk loads (they are not in the first load). */
import { addStrings } from '../../i18n/add-strings.ts';
import { vipId } from './i18n.id.ts';

addStrings(vipId);
