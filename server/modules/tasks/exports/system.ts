// 系统管理 exports: the audit trail (操作日志) and the sign-in log (登录日志) as their lists show them (the audit
// module's tables and filters), newest first; the whole organisation's, like the lists.
import { desc, eq } from 'drizzle-orm';
import { auditPage, signinPage } from '../../../../src/core/contract/api/audit.ts';
import { auditWhere, signinWhere } from '../../audit/repository.ts';
import { auditLog, signinLog } from '../../audit/tables.ts';
import { depts, users } from '../../org/tables.ts';
import { col, defineExport, exportRows, type RowFrom } from './define.ts';

const AUDIT = {
  id: auditLog.id, userName: users.name, deptName: depts.name, area: auditLog.area, summary: auditLog.summary, method: auditLog.method,
  path: auditLog.path, ids: auditLog.ids, outcome: auditLog.outcome, httpStatus: auditLog.httpStatus, code: auditLog.code, msg: auditLog.msg,
  ip: auditLog.ip, userAgent: auditLog.userAgent, durationMs: auditLog.durationMs, createdAt: auditLog.createdAt,
};
type AuditExportRow = RowFrom<typeof AUDIT>;

const SIGNIN = {
  id: signinLog.id, userName: users.name, phone: signinLog.phone, kind: signinLog.kind, ok: signinLog.ok, code: signinLog.code,
  reason: signinLog.reason, ip: signinLog.ip, userAgent: signinLog.userAgent, createdAt: signinLog.createdAt,
};
type SigninExportRow = RowFrom<typeof SIGNIN>;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const KINDS: Record<string, string> = { password: '密码登录', sms: '短信登录', 'sms-send': '发送验证码', logout: '退出登录', switch: '切换身份' };
const REASONS: Record<string, string> = { user: '用户退出', admin: '强制下线', expired: '已过期', 'other-tab': '其他标签页' };

export const systemExports = [
  defineExport<typeof auditPage, AuditExportRow>({
    type: 'auditLog',
    group: 'system',
    name: '操作日志',
    nameEn: 'Audit trail',
    list: auditPage,
    columns: [
      col.text('日志编号', (row) => row.id, 10),
      col.text('操作人员', (row) => text(row.userName), 12),
      col.text('部门', (row) => text(row.deptName), 16),
      col.text('系统模块', (row) => text(row.area), 14),
      col.text('操作内容', (row) => text(row.summary), 36),
      col.text('请求地址', (row) => `${String(row.method)} ${String(row.path)}`, 40),
      col.text('操作对象', (row) => text(row.ids), 24),
      col.text('操作状态', (row) => (row.outcome === 'ok' ? '成功' : '被拒绝'), 10),
      col.text('返回码', (row) => `${String(row.httpStatus)} / ${String(row.code)}`, 12),
      col.text('返回信息', (row) => text(row.msg), 24),
      col.text('操作地址', (row) => text(row.ip), 16),
      col.text('耗时（毫秒）', (row) => row.durationMs, 10),
      col.time('操作时间', (row) => row.createdAt),
    ],
    rows: (orm, scope, filters) =>
      exportRows(
        AUDIT,
        orm.select(AUDIT).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId)).leftJoin(depts, eq(depts.id, auditLog.deptId)).where(auditWhere(scope, filters)).orderBy(desc(auditLog.id)),
      ),
  }),
  defineExport<typeof signinPage, SigninExportRow>({
    type: 'signinLog',
    group: 'system',
    name: '登录日志',
    nameEn: 'Sign-in log',
    list: signinPage,
    columns: [
      col.text('访问编号', (row) => row.id, 10),
      col.text('用户', (row) => text(row.userName), 12),
      col.text('手机号', (row) => text(row.phone), 14),
      col.text('类型', (row) => KINDS[String(row.kind)] ?? text(row.kind), 12),
      col.text('登录状态', (row) => (row.ok ? '成功' : '失败'), 10),
      col.text('返回码', (row) => row.code, 10),
      col.text('下线原因', (row) => REASONS[String(row.reason)] ?? null, 12),
      col.text('登录地址', (row) => text(row.ip), 16),
      col.text('浏览器', (row) => text(row.userAgent), 40),
      col.time('访问时间', (row) => row.createdAt),
    ],
    rows: (orm, scope, filters) =>
      exportRows(SIGNIN, orm.select(SIGNIN).from(signinLog).leftJoin(users, eq(users.id, signinLog.userId)).where(signinWhere(scope, filters)).orderBy(desc(signinLog.id))),
  }),
];
