import { ABNORMAL_ORDER_HANDLE, COMPLAINT_HANDLE, OrgCategory, PROCLAMATION_EDIT, REPL_PACKAGE_APPROVE, Role } from '../../../src/core/contract/index.ts';

/** Organisations, departments, roles and identities of the demo (ids fixed, so the seed is deterministic). */

export interface OrgSeed {
  id: number;
  name: string;
  category: OrgCategory;
  logoUrl: string | null;
  colors: [string, string] | null;
  balanceCents: number;
  warnCents: number;
  watch: boolean;
}

export const ORGANISATIONS: OrgSeed[] = [
  { id: 1, name: '云栈零售平台', category: OrgCategory.PLATFORM, logoUrl: null, colors: null, balanceCents: 0, warnCents: 0, watch: false },
  {
    id: 2, name: '鲜食优选运营有限公司', category: OrgCategory.OPERATOR, logoUrl: '/dist/assets/logo-xianshi.svg',
    colors: ['#FF7D00', '#FFF3E6'], balanceCents: 1_268_000, warnCents: 50_000, watch: false,
  },
  { id: 3, name: '清泉饮品集团', category: OrgCategory.BRAND_OWNER, logoUrl: null, colors: ['#1664FF', '#E8F3FF'], balanceCents: 0, warnCents: 0, watch: false },
  { id: 4, name: '恒信食品供应链有限公司', category: OrgCategory.SUPPLIER, logoUrl: null, colors: null, balanceCents: 0, warnCents: 0, watch: false },
  { id: 5, name: '智造售货设备制造厂', category: OrgCategory.PRODUCER, logoUrl: null, colors: null, balanceCents: 0, warnCents: 0, watch: false },
  { id: 6, name: '速达便利运营有限公司', category: OrgCategory.OPERATOR, logoUrl: null, colors: null, balanceCents: 1_234, warnCents: 50_000, watch: true },
  { id: 7, name: '北方智能零售运营有限公司', category: OrgCategory.OPERATOR, logoUrl: null, colors: ['#00B42A', '#E8FFEA'], balanceCents: 560_000, warnCents: 50_000, watch: false },
  { id: 8, name: '雪域冷饮品牌管理有限公司', category: OrgCategory.BRAND_OWNER, logoUrl: null, colors: null, balanceCents: 0, warnCents: 0, watch: false },
];

/** [id, organisation, parent (null: the organisation's root, named like it), name] */
export const DEPTS: Array<[number, number, number | null, string]> = [
  [100, 1, null, '云栈零售平台'], [101, 1, 100, '运营管理部'], [102, 1, 101, '平台运营组'],
  [200, 2, null, '鲜食优选运营有限公司'], [201, 2, 200, '华东大区'], [202, 2, 201, '上海分公司'], [203, 2, 202, '浦东运营中心'],
  [204, 2, 203, '张江站点组'], [214, 2, 203, '陆家嘴站点组'], [205, 2, 201, '杭州分公司'], [206, 2, 205, '西湖运营中心'],
  [207, 2, 200, '华南大区'], [208, 2, 207, '深圳分公司'], [209, 2, 208, '南山运营中心'],
  [210, 2, 200, '便利店事业部'], [211, 2, 210, '上海便利店运营部'], [212, 2, 210, '苏州便利店运营部'], [213, 2, 200, '财务中心'],
  [300, 3, null, '清泉饮品集团'], [301, 3, 300, '市场部'], [302, 3, 301, '渠道管理组'],
  [400, 4, null, '恒信食品供应链有限公司'], [401, 4, 400, '供货部'],
  [500, 5, null, '智造售货设备制造厂'], [501, 5, 500, '生产管理部'],
  [600, 6, null, '速达便利运营有限公司'], [601, 6, 600, '华北大区'], [602, 6, 601, '北京分公司'], [603, 6, 602, '朝阳运营部'],
  [700, 7, null, '北方智能零售运营有限公司'], [701, 7, 700, '东北大区'], [702, 7, 701, '沈阳分公司'], [703, 7, 702, '和平运营中心'],
  [800, 8, null, '雪域冷饮品牌管理有限公司'],
];

export interface RoleSeed {
  id: number;
  code: string;
  name: string;
  views: string[];
  /** Menu ids granted: a directory grants its subtree, a page its ancestors too. */
  menus: number[];
}

export const ROLES: RoleSeed[] = [
  { id: 1, code: Role.ADMIN, name: '系统管理员', views: ['*:*:*', 'help:view'], menus: [] /* every menu, see module.ts */ },
  {
    id: 2, code: 'operatorStaff', name: '运营专员',
    views: ['device:vm:list', 'device:vm:lock', 'device:vm:command', 'repl:tally:view', 'repl:package:view', 'order:list', 'order:abnormal', 'complaint:view', 'export:task', 'proclamation:view', COMPLAINT_HANDLE, ABNORMAL_ORDER_HANDLE],
    menus: [1, 10, 20, 30, 41, 71, 80, 97, 200, 202],
  },
  { id: 3, code: 'replenishManager', name: '补货主管', views: ['repl:tally:view', REPL_PACKAGE_APPROVE, 'device:vm:list'], menus: [1, 11, 20, 80, 200] },
  { id: 4, code: Role.FINANCIAL_STAFF, name: '财务专员', views: ['finance:btn', 'account:recharge', 'account:view', 'merchant:audit'], menus: [1, 51, 61, 62, 63, 80, 200, 203] },
  { id: 5, code: 'brandManager', name: '品牌管理员', views: ['device:vm:list', 'order:list', PROCLAMATION_EDIT], menus: [1, 11, 31, 70, 80, 97, 200] },
  { id: 6, code: 'supplierStaff', name: '供应商专员', views: ['repl:package:view'], menus: [1, 22, 200] },
  { id: 7, code: Role.SYSTEM_OPERATE, name: '平台运营', views: ['merchant:audit', PROCLAMATION_EDIT, 'complaint:view', 'fee:view', 'account:view', 'help:view'], menus: [1, 40, 50, 60, 70, 80, 200] },
  { id: 8, code: 'producerStaff', name: '生产管理员', views: ['device:vm:list'], menus: [1, 11, 12] },
  { id: 9, code: Role.CONVENIENCE_STORE_MANAGER, name: '便利店店长', views: ['store:view', 'store:order'], menus: [1, 100, 200] },
  { id: 10, code: Role.CONVENIENCE_ADMIN, name: '便利店管理员', views: ['store:view', 'store:order', 'store:edit'], menus: [1, 100, 200] },
  { id: 11, code: Role.KEFU_ZHINENGGUI, name: '智能柜客服', views: ['complaint:view', 'complaint:handle', 'merchant:view'], menus: [40, 51] },
  { id: 12, code: Role.NOONESHOP_OWNER, name: '无人店店主', views: ['order:abnormal', ABNORMAL_ORDER_HANDLE], menus: [32] },
];

const role = (code: string) => {
  const found = ROLES.find((r) => r.code === code);
  if (!found) throw new Error(`seed: unknown role ${code}`);
  return found.id;
};

export interface GroupSeed {
  id: number;
  phone: string;
  orgId: number;
  deptId: number;
  status: 0 | 1;
  roles: number[];
  /** Display switches of the identity: [configField, isShow]. */
  config: Array<[string, 0 | 1]>;
}

const shown: Array<[string, 0 | 1]> = [['deviceMap', 1], ['exportCache', 1], ['salesBoard', 0]];

export const GROUPS: GroupSeed[] = [
  { id: 1001, phone: '13800000001', orgId: 2, deptId: 204, status: 1, roles: [role('operatorStaff'), role(Role.NOONESHOP_OWNER)], config: shown },
  { id: 1002, phone: '13800000001', orgId: 2, deptId: 209, status: 1, roles: [role('replenishManager')], config: [] },
  { id: 1003, phone: '13800000001', orgId: 6, deptId: 603, status: 1, roles: [role('operatorStaff')], config: [] },
  { id: 1004, phone: '13800000001', orgId: 3, deptId: 302, status: 1, roles: [role('brandManager')], config: [['salesBoard', 1]] },
  { id: 1005, phone: '13800000001', orgId: 4, deptId: 401, status: 1, roles: [role('supplierStaff')], config: [] },
  { id: 1006, phone: '13800000001', orgId: 2, deptId: 206, status: 0, roles: [role('operatorStaff')], config: [] },
  { id: 1007, phone: '13800000001', orgId: 1, deptId: 101, status: 1, roles: [role(Role.SYSTEM_OPERATE)], config: [] },
  { id: 1008, phone: '13800000001', orgId: 5, deptId: 500, status: 1, roles: [role('producerStaff')], config: [] },
  { id: 2001, phone: '13800000002', orgId: 6, deptId: 602, status: 1, roles: [role('operatorStaff'), role(Role.FINANCIAL_STAFF)], config: shown },
  { id: 3001, phone: '13800000003', orgId: 1, deptId: 102, status: 1, roles: [role(Role.SYSTEM_OPERATE), role(Role.KEFU_ZHINENGGUI)], config: [] },
  { id: 4001, phone: '13800000004', orgId: 5, deptId: 501, status: 1, roles: [role('producerStaff')], config: [] },
  { id: 5001, phone: '13800000005', orgId: 2, deptId: 210, status: 1, roles: [role(Role.CONVENIENCE_STORE_MANAGER)], config: [] },
  { id: 6001, phone: '13800000006', orgId: 2, deptId: 210, status: 1, roles: [role(Role.CONVENIENCE_ADMIN)], config: [] },
  { id: 7001, phone: '13800000007', orgId: 2, deptId: 200, status: 1, roles: [role(Role.ADMIN)], config: shown },
  { id: 8001, phone: '13800000008', orgId: 3, deptId: 301, status: 1, roles: [role('brandManager')], config: [['salesBoard', 1]] },
  { id: 9001, phone: '13800000009', orgId: 2, deptId: 213, status: 1, roles: [role(Role.FINANCIAL_STAFF)], config: [] },
  { id: 9901, phone: '13900000001', orgId: 7, deptId: 701, status: 1, roles: [role('operatorStaff'), role(Role.FINANCIAL_STAFF)], config: shown },
];
