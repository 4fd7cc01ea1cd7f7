/**
 * The error catalogue (spec §8): status code → message, zh-CN first, en beside it.
 * The `en` text of the spec's table is its "Meaning" column, word for word.
 */
export interface CodeMessage {
  zh: string;
  en: string;
}

export const Code = {
  OK: 200,
  BAD_INPUT: 400,
  NO_PERMISSION: 403,
  IMPORT_TOO_MANY_ROWS: 603,
  IMPORT_FILE_EMPTY: 604,
  DEVICE_OFFLINE: 3502,
  /** Ours (spec: "not shown"): the server cannot reach the device network (its MQTT broker); the command was not sent. */
  DEVICE_NETWORK_UNREACHABLE: 3503,
  POLL_TIMEOUT: 4402,
  PASSWORD_MISMATCH: 8402,
  NOT_ACTIVATED: 8403,
  NO_GROUP: 8404,
  TOKEN_EXPIRED: 8405,
  SMS_CODE_ERROR: 8407,
  /** Ours (spec: "not shown"): login or SMS sending asked too often for one phone or address. */
  TOO_MANY_REQUESTS: 8429,
  /** Ours: SMS code locked after too many wrong tries; a new code must be sent. */
  SMS_CODE_LOCKED: 8408,
  /** Ours: the chosen group is disabled (status 0) or not the user's. */
  GROUP_UNAVAILABLE: 8406,
  DUPLICATE_PHONE: 9402,
  OPERATION_FAILED: 9701,
  MERCHANT_CERT_EXISTS: 9703,
  MERCHANT_RISK: 9704,
  DUPLICATE_NAME: 10005,
  ORDER_STATUS_WRONG: 20600,
  /** Ours (issue 13): the complaint's status does not allow the step (handled or completed meanwhile). */
  COMPLAINT_STATUS_WRONG: 20601,
  VM_NOT_INITIALISED: 40515,
  DEVICE_NOT_OPERATING: 40525,
  UNFINISHED_REPLENISHMENT: 40526,
  MACHINE_MOVE: 40532,
  ORDER_CORRECTION_LIMIT: 40923,
  COUPON_STATUS_CHANGED: 42101,
  NOT_FOUND: 404,
  SERVER_ERROR: 500,
} as const;

/** The generic text; when a code maps to it, the server's own message is shown instead (spec §8). */
export const GENERIC_FAILURE: CodeMessage = { zh: '操作失败', en: 'Operation failed' };
/** Unknown code and no fallback given (spec §8). */
export const UNKNOWN_FAILURE: CodeMessage = { zh: '网路错误，请点击重试', en: 'Network error, please click to retry' };

export const CODE_MESSAGES: Readonly<Record<number, CodeMessage>> = {
  [Code.BAD_INPUT]: { zh: '请检查输入参数', en: 'check input parameters' },
  [Code.NO_PERMISSION]: { zh: '没有权限', en: 'no permission' },
  [Code.NOT_FOUND]: { zh: '请求的资源不存在', en: 'resource not found' },
  [Code.SERVER_ERROR]: GENERIC_FAILURE,
  [Code.IMPORT_TOO_MANY_ROWS]: { zh: '导入最多允许500行', en: 'import allows at most 500 rows' },
  [Code.IMPORT_FILE_EMPTY]: { zh: '导入文件为空', en: 'import file empty' },
  [Code.DEVICE_OFFLINE]: { zh: '设备离线', en: 'device offline' },
  [Code.DEVICE_NETWORK_UNREACHABLE]: { zh: '设备网络不可达，指令未发出，请稍后重试', en: 'device network unreachable, the command was not sent; try again later' },
  [Code.POLL_TIMEOUT]: { zh: '轮询超时', en: 'polling timed out' },
  [Code.PASSWORD_MISMATCH]: { zh: '用户名和密码不匹配', en: 'user name and password do not match' },
  [Code.NOT_ACTIVATED]: { zh: '账号未激活', en: 'account not activated' },
  [Code.NO_GROUP]: { zh: '账号未绑定组织', en: 'account not bound to a group' },
  [Code.TOKEN_EXPIRED]: { zh: '登录已过期，请重新登录', en: 'token expired' },
  [Code.GROUP_UNAVAILABLE]: { zh: '此身份已禁用！', en: 'This identity is disabled!' },
  [Code.SMS_CODE_ERROR]: { zh: '短信验证码错误', en: 'SMS code error' },
  [Code.SMS_CODE_LOCKED]: { zh: '验证码错误次数过多，请重新获取', en: 'too many wrong SMS codes, request a new one' },
  [Code.TOO_MANY_REQUESTS]: { zh: '请求过于频繁，请稍后再试', en: 'too many requests, try again later' },
  [Code.DUPLICATE_PHONE]: { zh: '手机号重复', en: 'duplicate phone number' },
  [Code.OPERATION_FAILED]: GENERIC_FAILURE,
  [Code.MERCHANT_CERT_EXISTS]: { zh: '商户证件号已存在', en: 'merchant certificate number already exists' },
  [Code.MERCHANT_RISK]: GENERIC_FAILURE,
  [Code.DUPLICATE_NAME]: { zh: '名称重复', en: 'duplicate name' },
  [Code.ORDER_STATUS_WRONG]: { zh: '订单状态有误，请刷新', en: 'order status wrong, refresh' },
  [Code.COMPLAINT_STATUS_WRONG]: { zh: '投诉单状态已变更，请刷新', en: 'complaint status changed, refresh' },
  [Code.VM_NOT_INITIALISED]: { zh: '售货机未初始化', en: 'vending machine not initialised' },
  [Code.DEVICE_NOT_OPERATING]: { zh: '设备不在运营状态', en: 'device not in operating state' },
  [Code.UNFINISHED_REPLENISHMENT]: {
    zh: '存在未完成的补货单，无法更换商户',
    en: 'unfinished replenishment blocks changing merchant',
  },
  [Code.MACHINE_MOVE]: { zh: '机器迁移失败', en: 'machine move failed' },
  [Code.ORDER_CORRECTION_LIMIT]: { zh: '订单更正次数超限', en: 'order correction limit exceeded' },
  [Code.COUPON_STATUS_CHANGED]: { zh: '优惠券状态已变更，请刷新', en: 'coupon status changed, refresh' },
};

/**
 * Status 9704 (merchant risk on onboarding) shows the server's message, except two known long messages
 * that are replaced by shorter texts, one saying the phone is mandatory (spec §8).
 */
export const MERCHANT_RISK_SHORT_TEXTS: ReadonlyArray<{ match: string; short: CodeMessage }> = [
  {
    match: '商户进件风险校验未通过：法人手机号为必填项，请补充法人手机号后重新提交',
    short: { zh: '手机号为必填项', en: 'Phone number is mandatory' },
  },
  {
    match: '商户进件风险校验未通过：该商户命中风控规则，暂不支持进件，请联系客服处理',
    short: { zh: '商户存在风险，请联系客服', en: 'Merchant at risk, contact support' },
  },
];

/** Requests that handle these codes themselves skip the generic toast (spec §8). */
export const HANDLED_CODES = {
  machineMove: [Code.MACHINE_MOVE],
  saleManagementItemAdd: [
    40503, 40504, 40580, 44503, 40594, 40574, 40582, 40583, 40531, 40579, 40578, 40611, 40612, 95001, 50001,
  ],
} as const;
