import { describe, expect, it } from 'vitest';
import {CODE_MESSAGES, Code, GENERIC_FAILURE, UNKNOWN_FAILURE, HANDLED_CODES, Messages, ok, fail, readPaged, isEnvelope, switchIdentityFailedText, pollTimeoutText, displayOptionLabel, ORG_CATEGORY_TAGS} from '../../../src/core/contract/index.ts';
import * as C from '../../../src/core/contract/constants.ts';
import { staffLogin } from '../../../src/core/contract/api/auth.ts';
import { conceptEntries } from '../../../src/core/contract/api/reference.ts';
import { urlOf } from '../../../src/core/contract/api/define.ts';

describe('spec §8 error catalogue', () => {
  it.each([
    [8402, '用户名和密码不匹配', 'user name and password do not match'],
    [8403, '账号未激活', 'account not activated'],
    [8404, '账号未绑定组织', 'account not bound to a group'],
    [8407, '短信验证码错误', 'SMS code error'],
    [400, '请检查输入参数', 'check input parameters'],
    [403, '没有权限', 'no permission'],
    [9402, '手机号重复', 'duplicate phone number'],
    [40515, '售货机未初始化', 'vending machine not initialised'],
    [40526, '存在未完成的补货单，无法更换商户', 'unfinished replenishment blocks changing merchant'],
    [40525, '设备不在运营状态', 'device not in operating state'],
    [10005, '名称重复', 'duplicate name'],
    [3502, '设备离线', 'device offline'],
    [42101, '优惠券状态已变更，请刷新', 'coupon status changed, refresh'],
    [603, '导入最多允许500行', 'import allows at most 500 rows'],
    [604, '导入文件为空', 'import file empty'],
    [20600, '订单状态有误，请刷新', 'order status wrong, refresh'],
    [40923, '订单更正次数超限', 'order correction limit exceeded'],
    [9703, '商户证件号已存在', 'merchant certificate number already exists'],
  ])('code %i → %s / %s', (code, zh, en) => {
    expect(CODE_MESSAGES[code]).toEqual({ zh, en });
  });

  it('9701 maps to the generic 操作失败 and unknown codes to 网路错误，请点击重试', () => {
    expect(CODE_MESSAGES[Code.OPERATION_FAILED]).toBe(GENERIC_FAILURE);
    expect(GENERIC_FAILURE.zh).toBe('操作失败');
    expect(UNKNOWN_FAILURE.zh).toBe('网路错误，请点击重试');
  });

  it('lists the codes that machine moves and sale-management item add handle themselves', () => {
    expect(HANDLED_CODES.machineMove).toEqual([40532]);
    expect(HANDLED_CODES.saleManagementItemAdd).toEqual([
      40503, 40504, 40580, 44503, 40594, 40574, 40582, 40583, 40531, 40579, 40578, 40611, 40612, 95001, 50001,
    ]);
  });

  it.each([
    ['chooseAccount', '请选择想要切换的账号'], ['identityDisabled', '此身份已禁用！'], ['fetchFailed', '数据获取失败'],
    ['deleted', '删除成功'], ['refreshed', '刷新成功'], ['exportQueued', '已添加到下载缓存区'],
    ['retryQueued', '添加到任务缓存区'], ['warningTitle', '警告'], ['successTitle', '成功'], ['failureTitle', '失败'],
    ['requestTimeout', '请求超时'], ['noResponse', '超时未响应'], ['pollTimeout', '轮询超时'], ['errorLog', 'bug日志'],
    ['chooseIdentityTitle', '选择身份'], ['inUse', '使用中'], ['switchTo', '切换'], ['lowBalanceTitle', '账户余额通知'],
    ['topUp', '去充值'], ['gotIt', '知道了'], ['handle', '去处理'], ['helpCentre', '帮助中心'], ['notifications', '消息通知'],
    ['exportCache', '缓存列表'], ['logout', '退出登录'], ['logoutShort', '登出'], ['confirm', '确定'],
    ['lowBalanceBanner', '账户余额不足，请充值'],
  ] as const)('message %s is %s', (key, zh) => {
    expect(Messages[key].zh).toBe(zh);
  });

  it('formats the identity-switch failure and the poll timeout texts', () => {
    expect(switchIdentityFailedText(500)).toBe('操作错误,请点击重试（500）');
    expect(pollTimeoutText(10)).toBe('轮询超时 10 秒');
    expect(pollTimeoutText(60, 'en')).toBe('Polling timed out after 60 s');
  });
});

describe('spec §9 constants', () => {
  it.each([
    ['HTTP_TIMEOUT_MS', 500000], ['TOKEN_TIME_OFFSET_MS', 1800000], ['DEFAULT_PAGE_SIZE', 10],
    ['PAGER_WIDTH_NARROW', 5], ['PAGER_WIDTH', 7], ['LOAD_MORE_PAGE_SIZE', 50], ['MAX_TABS', 5],
    ['MAX_TAB_HISTORY', 20], ['SIDEBAR_BREAKPOINT_PX', 1024], ['POLL_INTERVAL_MS', 1500],
    ['POLL_MAX_MS_DEFAULT', 10000], ['POLL_MAX_MS_PICTURE', 60000], ['POLL_MAX_MS_PINGBACK', 20000],
    ['POLL_MAX_RETRIES', 5], ['BACKGROUND_REFRESH_MS', 30000], ['DEFAULT_DEBOUNCE_MS', 200],
    ['ABNORMAL_ORDER_STATUS', 8], ['CHECK_WINDOW_DAYS', 7], ['MONEY_CENTS_PER_UNIT', 100], ['MONEY_DECIMALS', 2],
    ['EMPTY_VALUE', '——'], ['TEMPERATURE_NOT_AVAILABLE', -50], ['PHONE_MASK', '****'],
    ['IDENTITY_FILTER_THRESHOLD', 5], ['IMPORT_MAX_ROWS', 500], ['CONVENIENCE_SHOP_LIMIT', 99999],
    ['DOWNLOAD_STAGGER_MS', 1000], ['ERROR_TOAST_MS', 5000], ['NOTIFICATION_MS', 2000],
    ['PATH_UNDEFINED_TOAST_MS', 5000], ['DEFAULT_COUNTRY', 'CN'], ['CLIENT_HEADER_VALUE', 'web'],
  ] as const)('%s = %s', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('page sizes: 10, 20, 50, 100; export tasks 10, 20, 30, 50', () => {
    expect(C.PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(C.EXPORT_TASK_PAGE_SIZES).toEqual([10, 20, 30, 50]);
  });
});

describe('spec §3 envelope and paged data', () => {
  it('wraps data and failures', () => {
    expect(ok({ a: 1 })).toEqual({ status: 200, msg: 'success', data: { a: 1 } });
    expect(fail(8402, 'x')).toEqual({ status: 8402, msg: 'x', data: null });
    expect(isEnvelope({ status: 200 })).toBe(true);
    expect(isEnvelope('x')).toBe(false);
  });

  it.each([
    [{ data: { rows: [1], total: 1 } }, { rows: [1], total: 1 }],
    [{ rows: [1, 2], total: 2 }, { rows: [1, 2], total: 2 }],
    [{ data: null }, { rows: [], total: 0 }],
    [{ data: { rows: 'x', total: 'y' } }, { rows: [], total: 0 }],
  ])('reads %j as %j', (body, expected) => {
    expect(readPaged(body)).toEqual(expected);
  });
});

describe('spec §1 categories and §4 option labels', () => {
  it('names the five organisation categories', () => {
    expect(Object.values(ORG_CATEGORY_TAGS).map((t) => t.zh)).toEqual(['平台方', '品牌商', '运营商', '生产商', '供应商']);
  });
  it('shows 商户待处理 as 挂起中 and 客服待处理 as 系统处理中', () => {
    expect(displayOptionLabel('商户待处理')).toBe('挂起中');
    expect(displayOptionLabel('客服待处理')).toBe('系统处理中');
    expect(displayOptionLabel('已处理')).toBe('已处理');
  });
  it('uses the exact §7 paths', () => {
    expect(staffLogin.path).toBe('/api/system/auth/staff/login');
    expect(urlOf(conceptEntries, { key: 'a b' })).toBe('/api/system/concept/a%20b/concepts');
  });
});
