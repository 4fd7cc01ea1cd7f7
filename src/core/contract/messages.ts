import type { CodeMessage } from './codes.ts';

/** Fixed user-facing texts of spec §2, §4, §5 and §8, zh-CN first. */
export const Messages = {
  chooseAccount: { zh: '请选择想要切换的账号', en: 'Please choose the account to switch to' },
  identityDisabled: { zh: '此身份已禁用！', en: 'This identity is disabled!' },
  fetchFailed: { zh: '数据获取失败', en: 'Failed to fetch data' },
  deleted: { zh: '删除成功', en: 'Deleted' },
  refreshed: { zh: '刷新成功', en: 'Refreshed' },
  exportQueued: { zh: '已添加到下载缓存区', en: 'Added to the download cache' },
  retryQueued: { zh: '添加到任务缓存区', en: 'Added to the task cache' },
  exportInProgress: { zh: '导出中', en: 'Exporting' },
  exportSucceeded: { zh: '导出成功', en: 'Export succeeded' },
  exportFailed: { zh: '导出失败', en: 'Export failed' },
  warningTitle: { zh: '警告', en: 'Warning' },
  successTitle: { zh: '成功', en: 'Success' },
  failureTitle: { zh: '失败', en: 'Failure' },
  error: { zh: '错误', en: 'Error' },
  requestTimeout: { zh: '请求超时', en: 'Request timed out' },
  noResponse: { zh: '超时未响应', en: 'No response before the timeout' },
  pollTimeout: { zh: '轮询超时', en: 'Polling timed out' },
  pathUndefined: { zh: '请求路径中包含未定义的参数(undefined)', en: 'The request path contains an undefined parameter' },
  permissionTagMissing: {
    zh: '请设置操作权限标签值，例如 v-hasPermi="[\'system:user:add\']"',
    en: 'Please set the permission tag value, e.g. [\'system:user:add\']',
  },
  switchIdentityFailed: { zh: '操作错误,请点击重试', en: 'Operation error, please click to retry' },
  inUse: { zh: '使用中', en: 'In use' },
  switchTo: { zh: '切换', en: 'Switch' },
  chooseIdentityTitle: { zh: '选择身份', en: 'Choose identity' },
  confirm: { zh: '确定', en: 'OK' },
  logout: { zh: '退出登录', en: 'Log out' },
  logoutShort: { zh: '登出', en: 'Log out' },
  lowBalanceBanner: { zh: '账户余额不足，请充值', en: 'Account balance insufficient, please top up' },
  lowBalanceTitle: { zh: '账户余额通知', en: 'Account balance notice' },
  topUp: { zh: '去充值', en: 'Top up' },
  gotIt: { zh: '知道了', en: 'Got it' },
  handle: { zh: '去处理', en: 'Handle' },
  helpCentre: { zh: '帮助中心', en: 'Help centre' },
  notifications: { zh: '消息通知', en: 'Notifications' },
  exportCache: { zh: '缓存列表', en: 'Cache list' },
  errorLog: { zh: 'bug日志', en: 'bug日志' },
} as const satisfies Record<string, CodeMessage>;

/** 操作错误,请点击重试（status） — identity switch failure (spec §8). */
export function switchIdentityFailedText(status: number | string, locale: 'zh' | 'en' = 'zh'): string {
  return locale === 'zh' ? `${Messages.switchIdentityFailed.zh}（${status}）` : `${Messages.switchIdentityFailed.en} (${status})`;
}

/** 轮询超时 with the seconds waited (spec §8; issue 10: 轮询超时 10 秒). */
export function pollTimeoutText(seconds: number, locale: 'zh' | 'en' = 'zh'): string {
  return locale === 'zh' ? `${Messages.pollTimeout.zh} ${seconds} 秒` : `${Messages.pollTimeout.en} after ${seconds} s`;
}

/** Option labels shown differently from their stored names (spec §4 Other). */
export const OPTION_LABEL_OVERRIDES: Readonly<Record<string, string>> = {
  商户待处理: '挂起中',
  客服待处理: '系统处理中',
};

export function displayOptionLabel(label: string): string {
  return OPTION_LABEL_OVERRIDES[label] ?? label;
}
