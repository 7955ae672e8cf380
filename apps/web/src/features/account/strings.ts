/** The account screens' strings join the resource when their chunk loads (they are not in the first load). */
import '../../i18n/account-security-strings.ts';
import { addStrings } from '../../i18n/add-strings.ts';
import { accountId } from './i18n.id.ts';

addStrings(accountId);
