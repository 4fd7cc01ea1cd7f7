// Screen.signinLog (登录日志): the organisation's password and SMS logins (with the failure's code), SMS code sends,
// logouts (and why) and identity switches, with address and user agent; filters person, kind, result and dates.
import { Tag } from '@douyinfe/semi-ui';
import { signinPage, type SigninKind } from '../../core/contract/api/audit.ts';
import { Screen } from '../../core/contract/index.ts';
import { defineListScreen } from '../../ui/list/index.ts';
import { systemWords } from './words.ts';

const KIND_WORD = { password: 'kindPassword', sms: 'kindSms', 'sms-send': 'kindSmsSend', logout: 'kindLogout', switch: 'kindSwitch' } as const satisfies Record<SigninKind, string>;
const REASON_WORD = { user: 'reasonUser', admin: 'reasonAdmin', expired: 'reasonExpired', 'other-tab': 'reasonOtherTab' } as const;

export default defineListScreen<'system', typeof signinPage>(systemWords, (t) => ({
  screen: Screen.signinLog,
  endpoint: signinPage,
  exportType: 'signinLog',
  className: 'backroom-signin-table',
  scrollX: 1300,
  filters: [
    { name: 'person', kind: 'text', label: t('personOrPhone'), className: 'backroom-filter-person' },
    { name: 'kind', kind: 'select', label: t('kind'), className: 'backroom-filter-kind', options: Object.entries(KIND_WORD).map(([value, word]) => ({ value, label: t(word) })) },
    { name: 'ok', kind: 'select', label: t('signinOk'), className: 'backroom-filter-ok', options: [{ value: true, label: t('ok') }, { value: false, label: t('failed') }] },
    { name: 'startTime', kind: 'dateRange', end: 'endTime', label: t('startDate'), endLabel: t('endDate'), className: 'backroom-filter-time' },
  ],
  columns: [
    { key: 'id', title: '#', width: 80 },
    { key: 'userName', title: t('person'), width: 110 },
    { key: 'phone', title: t('phone'), width: 130 },
    { key: 'kind', title: t('kind'), width: 110, value: (row) => t(KIND_WORD[row.kind]) },
    { key: 'ok', title: t('signinOk'), width: 90, value: (row) => <Tag color={row.ok ? 'green' : 'red'}>{t(row.ok ? 'ok' : 'failed')}</Tag> },
    { key: 'code', title: t('code'), width: 90 },
    { key: 'reason', title: t('reason'), width: 120, value: (row) => (row.reason in REASON_WORD ? t(REASON_WORD[row.reason as keyof typeof REASON_WORD]) : '——') },
    { key: 'ip', title: t('loginIp'), width: 130 },
    { key: 'userAgent', title: t('userAgent'), width: 260 },
    { key: 'createTime', title: t('signinTime'), width: 170, value: 'dateTime' },
  ],
}));
