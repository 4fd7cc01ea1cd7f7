import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  merchantApplicationAuditCount, merchantApplicationAuditLog, merchantApplicationDetail, merchantApplicationFinanceAudit,
} from '../../src/core/contract/api/merchants.ts';
import type { MerchantApplicationDetail, MerchantApplicationLog } from '../../src/core/contract/api/merchants.ts';
import { badgeCounts } from '../../src/core/contract/api/dashboard.ts';
import type { BadgeCounts } from '../../src/core/contract/api/dashboard.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { Code, MERCHANT_RISK_SHORT_TEXTS, MerchantAuditStatus, MerchantLogAction } from '../../src/core/contract/index.ts';
import { messageForCode } from '../../src/core/http/messages.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/**
 * The finance audit of merchant applications (issue 13): detail, audit log, approve / reject with a reason, the
 * onboarding checks 9704 (phone required), 9402, 9703, 9704 (risk), no second audit, scope and view codes, the badge.
 */
let h: Harness;
let suda: string; // 李秀英, 速达便利 北京分公司: operatorStaff + financialStaff (merchant:audit)
let admin: string; // 赵敏, 鲜食优选
let stranger: string; // 孙丽, 北方智能
beforeAll(async () => {
  h = await createHarness();
  suda = await tokenFor(h.app, '13800000002');
  admin = await tokenFor(h.app, '13800000007');
  stranger = await tokenFor(h.app, '13900000001');
});
afterAll(() => h.close());

const idOf = async (name: string) => (await h.app.db.query<{ id: number }>('SELECT id FROM merchant_applications WHERE merchant_name = $1', [name])).rows[0].id;
const statusOf = async (id: number) => (await h.app.db.query<{ audit_status: number }>('SELECT audit_status FROM merchant_applications WHERE id = $1', [id])).rows[0].audit_status;
const audit = (token: string, body: unknown) => call<MerchantApplicationDetail>(h.app, 'POST', merchantApplicationFinanceAudit.path, { token, body });
const detail = (token: string, id: number) => call<MerchantApplicationDetail>(h.app, 'GET', urlOf(merchantApplicationDetail, { id }), { token });
const log = (token: string, id: number) => call<MerchantApplicationLog[]>(h.app, 'GET', urlOf(merchantApplicationAuditLog, { id }), { token });
const orgAudit = async (token: string) => (await call<BadgeCounts>(h.app, 'GET', badgeCounts.path, { token })).data.orgAudit;

describe('detail and audit log', () => {
  it('shows certificate, legal person and phones; the log starts with the submission', async () => {
    const id = await idOf('望京鲜果坊');
    const reply = await detail(suda, id);
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ id, merchantName: '望京鲜果坊', certificateNo: '92110105MA01R7KX3E', legalPerson: '马丽', contactPhone: '135****1182', auditStatus: 1, auditReason: null });
    expect((await log(suda, id)).data.map((e) => [e.action, e.operatorName])).toEqual([[MerchantLogAction.SUBMITTED, '马丽']]);
    const rejected = await detail(admin, await idOf('陆家嘴快客餐饮店'));
    expect(rejected.data).toMatchObject({ auditStatus: MerchantAuditStatus.REJECTED, auditReason: '营业执照经营范围不含食品销售', auditorName: '赵敏' });
  });

  it('another organisation\'s application or an unknown id answers 404; a caller without merchant codes 403', async () => {
    const id = await idOf('望京鲜果坊');
    for (const reply of [await detail(stranger, id), await log(stranger, id), await detail(suda, 999_999)]) {
      expect([reply.http, reply.status, reply.data]).toEqual([404, Code.NOT_FOUND, null]);
    }
    const brand = await tokenFor(h.app, '13800000008');
    expect([(await detail(brand, id)).http, (await log(brand, id)).http]).toEqual([403, 403]);
  });
});

describe('POST financeAudit', () => {
  it('approving runs the onboarding checks in order: 9704 phone, 9402, 9703, 9704 risk; nothing changes on refusal', async () => {
    const cases: Array<[string, number, string | undefined]> = [
      ['个人商户·陈小明', Code.MERCHANT_RISK, MERCHANT_RISK_SHORT_TEXTS[0].match],
      ['朝阳门便民小卖部', Code.DUPLICATE_PHONE, '手机号重复'],
      ['华联便民超市（三里屯店）', Code.MERCHANT_CERT_EXISTS, '商户证件号已存在'],
      ['朝阳快购自助零售店', Code.MERCHANT_RISK, MERCHANT_RISK_SHORT_TEXTS[1].match],
    ];
    for (const [name, status, msg] of cases) {
      const id = await idOf(name);
      const reply = await audit(suda, { id, auditStatus: MerchantAuditStatus.APPROVED });
      expect([reply.http, reply.status, reply.msg, reply.data], name).toEqual([200, status, msg, null]);
      expect(await statusOf(id)).toBe(MerchantAuditStatus.AWAITING_AUDIT);
      expect((await log(suda, id)).data).toHaveLength(1);
    }
  });

  it('the client shows the two 9704 texts shortened, one saying the phone is mandatory', () => {
    expect(messageForCode(Code.MERCHANT_RISK, { serverMessage: MERCHANT_RISK_SHORT_TEXTS[0].match })).toBe('手机号为必填项');
    expect(messageForCode(Code.MERCHANT_RISK, { serverMessage: MERCHANT_RISK_SHORT_TEXTS[1].match })).toBe('商户存在风险，请联系客服');
  });

  it('approving a clean application: approved by the caller, logged, the audit badge drops by one; a second audit 9701', async () => {
    const id = await idOf('望京鲜果坊');
    const [badge, count] = [await orgAudit(suda), (await call<number>(h.app, 'GET', merchantApplicationAuditCount.path, { token: suda })).data];
    const reply = await audit(suda, { id, auditStatus: MerchantAuditStatus.APPROVED });
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ auditStatus: MerchantAuditStatus.APPROVED, auditTime: h.clock.now(), auditorName: '李秀英', auditReason: null });
    expect((await log(suda, id)).data.map((e) => [e.action, e.operatorName])).toEqual([[1, '马丽'], [MerchantLogAction.APPROVED, '李秀英']]);
    expect(await orgAudit(suda)).toBe(badge - 1);
    expect((await call<number>(h.app, 'GET', merchantApplicationAuditCount.path, { token: suda })).data).toBe(count - 1);
    const again = await audit(suda, { id, auditStatus: MerchantAuditStatus.REJECTED, reason: '重复' });
    expect([again.http, again.status]).toEqual([200, Code.OPERATION_FAILED]);
    expect(await statusOf(id)).toBe(MerchantAuditStatus.APPROVED);
  });

  it('rejecting needs a reason; the reason is kept on the application and in the log (a refused check can still be rejected)', async () => {
    const id = await idOf('朝阳快购自助零售店');
    for (const body of [{ id, auditStatus: 3 }, { id, auditStatus: 3, reason: '   ' }]) {
      const reply = await audit(suda, body);
      expect([reply.http, reply.status]).toEqual([400, Code.BAD_INPUT]);
      expect(reply.msg).toContain('body/reason');
    }
    const reply = await audit(suda, { id, auditStatus: MerchantAuditStatus.REJECTED, reason: ' 命中风控规则 ' });
    expect(reply.data).toMatchObject({ auditStatus: MerchantAuditStatus.REJECTED, auditReason: '命中风控规则' });
    expect((await log(suda, id)).data.at(-1)).toMatchObject({ action: MerchantLogAction.REJECTED, reason: '命中风控规则', operatorName: '李秀英' });
  });

  it.each([
    ['audit status 1', { auditStatus: 1 }, 'body/auditStatus'],
    ['no audit status', {}, 'auditStatus'],
    ['a reason over 200 characters', { auditStatus: 3, reason: 'x'.repeat(201) }, 'body/reason'],
    ['an unknown field', { auditStatus: 2, auditor: 'x' }, 'auditor'],
  ])('%s → 400 naming the field', async (_name, fields, field) => {
    const reply = await audit(suda, { id: await idOf('北京顺意商贸有限公司'), ...fields });
    expect([reply.http, reply.status]).toEqual([400, Code.BAD_INPUT]);
    expect(reply.msg).toContain(field);
  });

  it('needs merchant:audit: operator staff without it get 403; another organisation 404; nothing changes', async () => {
    const id = await idOf('北京顺意商贸有限公司');
    const zhangjiang = await tokenFor(h.app, '13800000001', 1001);
    const refused = await audit(zhangjiang, { id, auditStatus: 2 });
    expect([refused.http, refused.status]).toEqual([403, Code.NO_PERMISSION]);
    expect(refused.msg).toContain('merchant:audit');
    const foreign = await audit(stranger, { id, auditStatus: 2 });
    expect([foreign.http, foreign.status]).toEqual([404, Code.NOT_FOUND]);
    expect(await statusOf(id)).toBe(MerchantAuditStatus.AWAITING_AUDIT);
  });
});
