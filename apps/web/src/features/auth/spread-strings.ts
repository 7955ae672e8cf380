/** Loads the spread register popup's strings (imported by the popup's chunk, not the shell). */
import { addStrings } from '../../i18n/add-strings.ts';
import { spreadRegisterId } from './spread.id.ts';

addStrings(spreadRegisterId);
