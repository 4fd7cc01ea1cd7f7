import { auditCalls, auditDetail, auditPage, forceLogout, onlinePage, signinPage } from '../../src/core/contract/api/audit.ts';
import { businessReport, businessReportExport } from '../../src/core/contract/api/reports.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';
import { coolerPage, deviceFilterOptions, vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import { refreshToken, sendLoginSms, staffLogin, staffLogout, switchStaffGroup } from '../../src/core/contract/api/auth.ts';
import { currentStaffGroups, currentStaffInfo, currentStaffMenus, currentStaffViews } from '../../src/core/contract/api/staff.ts';
import { brandTreeOperators, channelTree, divisionTree, merchantFieldConfig, userDeptSubTree, userScopeDeptTree } from '../../src/core/contract/api/reference.ts';
import { asyncapiDocument, clientConfig, devSmsOutbox, healthCheck, openapiDocument } from '../../src/core/contract/api/meta.ts';
import { abnormalOrderHandle, abnormalOrderPage, orderPage } from '../../src/core/contract/api/orders.ts';
import { complaintComplete, complaintHandle, complaintPage, riskComplaintCountPending, riskComplaintHandle, riskComplaintPage } from '../../src/core/contract/api/complaints.ts';
import { replPackageApprove, replPackagePage, replTallyPage } from '../../src/core/contract/api/replenishment.ts';
import { merchantApplicationAuditCount, merchantApplicationFinanceAudit, merchantApplicationPage } from '../../src/core/contract/api/merchants.ts';
import { badgeCounts, dashboardSalesTrend, dashboardSummary } from '../../src/core/contract/api/dashboard.ts';
import { amountOwingNotify, merchantInfo, platformFeeBillPage, prePaidFeeStrategyPage, serviceChargeOrderPage } from '../../src/core/contract/api/accounts.ts';
import {
  operatorAccountDeduct, operatorAccountExport, operatorAccountMovements, operatorAccountRecharge, platformFeeBillDetail, prePaidFeeStrategyCreate,
  prePaidFeeStrategyImport, prePaidFeeStrategyTemplate, prePaidFeeStrategyUpdate, serviceChargeOrderCancel, serviceChargeOrderCreate,
  serviceChargeOrderDetails,
} from '../../src/core/contract/api/accounts.ts';
import { itemExclusionConflict, replHasUnFinish, replPackageDetail, replTallyDetail } from '../../src/core/contract/api/replenishment.ts';
import { openApiPath } from '../../src/core/contract/api/define.ts';
import { latestAnnouncement, proclamationAdd, proclamationPage, proclamationUpdate, proclamationUpdateStatus } from '../../src/core/contract/api/announcements.ts';
import { notificationPage } from '../../src/core/contract/api/notifications.ts';
import { convenienceSelfStore, convenienceShopPage, handleExceptionSubOrder, subOrderCount, subOrderPage } from '../../src/core/contract/api/convenience.ts';
import { asyncTaskFile, asyncTaskPage, asyncTaskSubmit } from '../../src/core/contract/api/tasks.ts';
import { deleteFile, fileLink, uploadImage } from '../../src/core/contract/api/files.ts';

let h: Harness;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; summary?: string; description?: string; security?: unknown[]; parameters?: unknown[]; requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
beforeAll(async () => {
  h = await createHarness();
  doc = (await h.app.inject({ url: openapiDocument.path })).json();
});
afterAll(() => h.close());

/** Spec §7 "Auth and system" at the exact paths and methods, plus ours for "path not shown". */
const EXPECTED: Array<[string, string]> = [
  ['post', staffLogin.path], ['post', sendLoginSms.path], ['post', refreshToken.path], ['post', switchStaffGroup.path], ['post', staffLogout.path],
  ['get', currentStaffGroups.path], ['get', currentStaffMenus.path], ['get', currentStaffViews.path], ['get', currentStaffInfo.path],
  ['get', '/api/system/concept/{key}/concepts'], ['get', channelTree.path], ['get', divisionTree.path], ['get', deviceFilterOptions.path], ['get', merchantFieldConfig.path],
  ['get', userDeptSubTree.path], ['get', userScopeDeptTree.path], ['get', brandTreeOperators.path],
  ['get', amountOwingNotify.path], ['get', merchantInfo.path], ['get', latestAnnouncement.path],
  ['get', notificationPage.path], ['put', '/api/system/notification/handle/{id}'],
  ['get', convenienceShopPage.path], ['get', '/api/convenience/shop/{id}'],
  ['get', healthCheck.path], ['get', clientConfig.path], ['get', devSmsOutbox.path], ['get', openapiDocument.path], ['get', asyncapiDocument.path],
  // issue 5: business data, dashboard and badges
  ['get', vendingMachinePage.path], ['get', coolerPage.path],
  ['get', replPackagePage.path], ['post', replPackageApprove.path], ['get', replTallyPage.path],
  ['get', orderPage.path], ['get', abnormalOrderPage.path],
  ['get', complaintPage.path], ['get', riskComplaintPage.path], ['get', riskComplaintCountPending.path],
  ['get', merchantApplicationAuditCount.path], ['get', merchantApplicationPage.path],
  ['get', asyncTaskPage.path], ['put', '/api/system/asyncTask/remove/{id}'], ['put', '/api/system/asyncTask/retry/{id}'],
  ['get', proclamationPage.path], ['post', proclamationAdd.path], ['put', proclamationUpdate.path],
  ['delete', '/api/system/proclamation/deleteById/{id}'], ['put', proclamationUpdateStatus.path],
  ['get', serviceChargeOrderPage.path], ['get', prePaidFeeStrategyPage.path], ['get', platformFeeBillPage.path],
  ['get', dashboardSummary.path], ['get', dashboardSalesTrend.path], ['get', badgeCounts.path],
  // issue 8: uploaded files (upload, delete, signed link)
  ['post', uploadImage.path], ['delete', deleteFile.path], ['get', fileLink.path],
  // issue 16: the business report
  ['get', businessReport.path], ['get', businessReportExport.path],
  // issue 12: the store home, sub-orders and their exceptions
  ['get', convenienceSelfStore.path], ['get', subOrderPage.path], ['get', subOrderCount.path], ['post', handleExceptionSubOrder.path],
  // issue 13: complaints, merchant applications and orders acted on
  ['get', '/api/operation/complaint/detail/{id}'], ['post', complaintHandle.path], ['post', '/api/operation/complaint/uploadImage/{id}'],
  ['post', complaintComplete.path], ['get', '/api/operation/riskComplaint/detail/{id}'], ['post', riskComplaintHandle.path],
  ['post', '/api/operation/riskComplaint/uploadFile/{id}'], ['get', '/api/operation/merchantApplication/detail/{id}'],
  ['get', '/api/operation/merchantApplication/auditLog/{id}'], ['post', merchantApplicationFinanceAudit.path],
  ['get', '/api/operation/order/detail/{id}'], ['post', abnormalOrderHandle.path],
  // issue 11: export tasks (submit, with group and handler, and the signed file link)
  ['post', asyncTaskSubmit.path], ['post', '/api/system/asyncTask/submit/{group}/{handler}'], ['get', asyncTaskFile.path],
  // issue 10: spec §7 Vending machines, IoT (exact paths), Cooler (ours) and the event stream
  ...['postPage', 'list', 'pageVmList', 'pageList'].map((name) => ['post', `/api/operation/vending_machine/${name}`] as [string, string]),
  ...['updateVmSetting', 'update', 'launchVm', 'cancelLaunchVm/{id}', '{id}/vmlock/{state}', 'batchLock/{id}', 'bind/extra/{id}', 'unbind/extra/{id}', 'unbindScanCode', 'updateVmSettingHotspot', 'updateContactNumberById']
    .map((name) => ['put', `/api/operation/vending_machine/${name}`] as [string, string]),
  ...['export', 'detailByKeyword', 'openFailLogPage/{id}', 'getVmSettingShowStatus', 'fieldQuery'].map((name) => ['get', `/api/operation/vending_machine/${name}`] as [string, string]),
  ['post', '/api/operation/vending_machine/removeCacheByCodes'],
  ['get', '/api/operation/merchant/vm/detail/{id}'], ['get', '/api/operation/inventoryWarn/{id}'], ['get', '/api/operation/vm/goods/layer/getByVmId'],
  ['get', '/api/operation/online/report/page'], ['get', '/api/operation/online/report/pageByDevice'], ['post', '/api/iot/vmModel/fieldQuery'],
  ['get', '/api/iot/ops/resp/{id}'], ['post', '/api/iot/ops/tempSet/{id}'], ['get', '/api/iot/ops/opsLogList/{vmId}'], ['put', '/api/iot/ops/sendCommandAction/{a}/{b}'],
  ['put', '/api/iot/ops/forceRestart/{id}'], ['post', '/api/iot/ops/comprOn'], ['post', '/api/iot/ops/comprOff'], ['post', '/api/iot/ops/setTempMode/{id}'],
  ['post', '/api/iot/ops/lightOrScreenOn/{id}'], ['post', '/api/iot/ops/lightOrScreenOff/{id}'], ['post', '/api/iot/ops/uploadLog'], ['post', '/api/iot/ops/nfc/restart/{id}'],
  ['put', '/api/box/reboot/{id}'], ['get', '/api/iot/vmNfcInfo/checkDeviceSn'], ['put', '/api/iot/machineAgingRecord/forceFinish'],
  ['post', '/api/iot/ops/bulk'], ['get', '/api/iot/ops/events'],
  ['get', '/api/cooler/machine/info/{id}'], ['get', '/api/cooler/lowStat'], ['put', '/api/cooler/system/status/{id}'], ['put', '/api/cooler/restart/{id}'],
  ['put', '/api/cooler/picture/{id}'], ['put', '/api/cooler/pingback/{id}'], ['get', '/api/cooler/resp/{id}'], ['get', '/api/cooler/model/byBrand'],
  ['post', '/api/cooler/compressor/import'], ['get', '/api/cooler/compressor/template'],
  // issue 13 (accounts and fees, replenishment): recharge/deduct, ledger, fee changes, details, exclusive goods
  ...[
    operatorAccountRecharge, operatorAccountDeduct, operatorAccountMovements, operatorAccountExport, serviceChargeOrderCreate, serviceChargeOrderCancel,
    serviceChargeOrderDetails, prePaidFeeStrategyCreate, prePaidFeeStrategyUpdate, prePaidFeeStrategyImport, prePaidFeeStrategyTemplate,
    platformFeeBillDetail, replPackageDetail, replHasUnFinish, replTallyDetail, itemExclusionConflict,
  ].map((c): [string, string] => [c.method.toLowerCase(), openApiPath(c.path)]),
  // the audit trail, the sign-in log and the live sessions
  ...[auditPage, auditCalls, auditDetail, signinPage, onlinePage, forceLogout].map((c): [string, string] => [c.method.toLowerCase(), openApiPath(c.path)]),
];

describe('OpenAPI document', () => {
  it('is OpenAPI 3 with a bearer scheme and the recursive shapes as components', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['TreeNode', 'MenuEntry']));
  });

  it('lists exactly the routes of issues 3 and 5', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual(EXPECTED.map(([method, path]) => `${method} ${path}`).sort());
  });

  it('documents every route: tag, summary, description, JSON response schemas for 200 and 4xx', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method} ${path}`;
        expect(op.tags?.length, where).toBeGreaterThan(0);
        expect(op.summary, where).toBeTruthy();
        expect(op.description, where).toBeTruthy();
        // A file download answers the file on 200 (its failures are still the JSON envelope).
        const ok = op.responses['200']?.content;
        expect(ok?.['application/json']?.schema ?? ok?.['application/octet-stream']?.schema ?? ok?.['text/event-stream']?.schema, where).toBeTruthy();
        if (path !== openapiDocument.path && path !== asyncapiDocument.path) expect(op.responses['4XX']?.content?.['application/json']?.schema, where).toBeTruthy();
      }
    }
  });

  it('declares the inputs: body of login, query of the filters, path ids; security on every non-public route', () => {
    expect(doc.paths[staffLogin.path].post.requestBody).toBeTruthy();
    expect(JSON.stringify(doc.paths[switchStaffGroup.path].post.parameters)).toContain('groupId');
    expect(JSON.stringify(doc.paths[amountOwingNotify.path].get.parameters)).toContain('startTime');
    expect(JSON.stringify(doc.paths['/api/convenience/shop/{id}'].get.parameters)).toContain('"in":"path"');
    const publicPaths = new Set<string>([staffLogin.path, sendLoginSms.path, healthCheck.path, clientConfig.path, devSmsOutbox.path, openapiDocument.path, asyncapiDocument.path, fileLink.path, asyncTaskFile.path]);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) expect(Boolean(op.security), path).toBe(!publicPaths.has(path));
    }
  });

  it('has no development outbox in production', async () => {
    const production = await createHarness({ nodeEnv: 'production', smsProviderName: 'outbox' });
    try {
      const prodDoc = (await production.app.inject({ url: openapiDocument.path })).json() as typeof doc;
      expect(prodDoc.paths[devSmsOutbox.path]).toBeUndefined();
      expect((await production.app.inject({ url: `${devSmsOutbox.path}?phone=13800000001` })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
