/** The referral programme's strings join the resource when its chunk loads (they are not in the first load). */
import { addStrings } from '../../i18n/add-strings.ts';
import { referralId } from './i18n.id.ts';

addStrings(referralId);
