/** The help centre's strings join the resource when its chunk loads (they are not in the first load). */
import { addStrings } from '../../i18n/add-strings.ts';
import { helpId } from './i18n.id.ts';

addStrings(helpId);
