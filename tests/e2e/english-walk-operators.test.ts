// After a login at /en/login every page of the operators reads in English (tests/e2e/english-walk.ts): 王建国 in each
// identity the switch list offers (operator groups of two organisations, a brand owner, a supplier), the finance
// staff 李秀英 of 速达便利 and 孙丽 of a second, unrelated organisation.
import { describeEnglishWalk } from './english-walk.ts';

const wang = [1001, 1002, 1003, 1004, 1005].map((groupId) => ({ phone: '13800000001', groupId }));
describeEnglishWalk('the operators', [...wang, { phone: '13800000002' }, { phone: '13900000001' }], 10);
