// After a login at /en/login every page of the platform, producer, brand and convenience-store personas reads in
// English (tests/e2e/english-walk.ts): 张伟 (platform), 刘洋 (producer), 黄磊 (brand owner), 陈静 (store manager, sent
// to a shop's detail) and 杨帆 (convenience admin, sent to the store home).
import { describeEnglishWalk } from './english-walk.ts';

const phones = ['13800000003', '13800000004', '13800000008', '13800000005', '13800000006'];
describeEnglishWalk('the platform, producer, brand and store personas', phones.map((phone) => ({ phone })), 10);
