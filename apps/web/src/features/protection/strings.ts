/** Player protection's strings join the resource when its chunks load (they are not in the first load). */
import { addStrings } from '../../i18n/add-strings.ts';
import { protectionId } from './i18n.id.ts';

addStrings(protectionId);
