/** The inbox's strings join the resource when its screens load (they are not in the first load). */
import { addStrings } from '../../i18n/add-strings.ts';
import { inboxId } from './i18n.id.ts';

addStrings(inboxId);
