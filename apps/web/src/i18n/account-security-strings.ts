/** The account security strings join the resource when a screen that uses them loads. */
import { addStrings } from './add-strings.ts';
import { accountSecurityId } from './account-security.id.ts';

addStrings(accountSecurityId);
