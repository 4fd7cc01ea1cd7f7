import type { CodeMessage } from '../contract/index.ts';

/**
 * Words of the shell that the spec does not spell out (its own texts live in contract Messages and
 * CODE_MESSAGES). i18n key: `shell.<name>`. Values may use i18next interpolation (`{{s}}`).
 */
export const SHELL_TEXTS = {
  login: { zh: '登录', en: 'Log in' },
  phone: { zh: '手机号', en: 'Phone number' },
  password: { zh: '密码', en: 'Password' },
  passwordLogin: { zh: '密码登录', en: 'Password login' },
  smsLogin: { zh: '验证码登录', en: 'SMS login' },
  smsCode: { zh: '短信验证码', en: 'SMS code' },
  sendCode: { zh: '获取验证码', en: 'Send code' },
  countdown: { zh: '{{s}}s后重新获取', en: 'Resend in {{s}}s' },
  dashboard: { zh: '首页', en: 'Home' },
  back: { zh: '后退', en: 'Back' },
  home: { zh: '首页', en: 'Home' },
  refresh: { zh: '刷新', en: 'Refresh' },
  addTab: { zh: '新增标签', en: 'New tab' },
  close: { zh: '关闭', en: 'Close' },
  collapseSidebar: { zh: '收起菜单', en: 'Collapse menu' },
  expandSidebar: { zh: '展开菜单', en: 'Expand menu' },
  notFound: { zh: '页面不存在', en: 'Page not found' },
  unauthorized: { zh: '未授权', en: 'Unauthorised' },
  forbidden: { zh: '无权限', en: 'Forbidden' },
  screenNotAvailable: { zh: '页面暂不可用', en: 'Screen not available' },
  backHome: { zh: '返回首页', en: 'Back to home' },
  loading: { zh: '加载中', en: 'Loading' },
  noData: { zh: '暂无数据', en: 'No data' },
  search: { zh: '搜索', en: 'Search' },
  reset: { zh: '重置', en: 'Reset' },
  cancel: { zh: '取消', en: 'Cancel' },
  download: { zh: '下载', en: 'Download' },
  retry: { zh: '重试', en: 'Retry' },
  delete: { zh: '删除', en: 'Delete' },
  actions: { zh: '操作', en: 'Actions' },
  status: { zh: '状态', en: 'Status' },
  taskName: { zh: '任务名称', en: 'Task name' },
  createTime: { zh: '创建时间', en: 'Created at' },
  fileCount: { zh: '文件数', en: 'Files' },
  switchIdentity: { zh: '切换身份', en: 'Switch identity' },
  identityFilter: { zh: '搜索角色、部门或组织类型', en: 'Search roles, departments or organisation types' },
  columnOrganisation: { zh: '组织', en: 'Organisation' },
  columnMerchantType: { zh: '商户类型', en: 'Merchant type' },
  columnRoles: { zh: '角色', en: 'Roles' },
  columnLastLogin: { zh: '最后登录时间', en: 'Last login time' },
  /** Top bar (spec §2): 'current {scope}: {environment label}{last department segment}'. */
  currentScope: { zh: '当前{{scope}}：{{env}}{{dept}}', en: 'Current {{scope}}: {{env}}{{dept}}' },
  newerPlatformNotice: { zh: '您所在的组织请使用新平台', en: 'Your organisation works on the newer platform' },
  goToNewerPlatform: { zh: '前往新平台', en: 'Go to the newer platform' },
} as const satisfies Record<string, CodeMessage>;

export type ShellTextKey = keyof typeof SHELL_TEXTS;
