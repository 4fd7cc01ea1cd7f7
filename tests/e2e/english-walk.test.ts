// After a login at /en/login every page of the administrator reads in English (tests/e2e/english-walk.ts).
import { describeEnglishWalk } from './english-walk.ts';
import { ADMIN } from './shell-helpers.ts';

describeEnglishWalk('the administrator', [{ phone: ADMIN }], 20);
