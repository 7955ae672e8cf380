/** The /verify strings join the resource when /verify or a bet's detail loads (they are not in the first load). */
import { addStrings } from './add-strings.ts';
import { verifyId } from '../features/verify/i18n.id.ts';

addStrings(verifyId);
