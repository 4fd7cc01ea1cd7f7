import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src/core/contract/index.ts';
import { createHarness, type Harness } from './harness.ts';
import { coolerPage, vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import { amountOwingNotify, merchantInfo, platformFeeBillPage, prePaidFeeStrategyPage, serviceChargeOrderPage } from '../../src/core/contract/api/accounts.ts';
import { latestAnnouncement, proclamationAdd, proclamationPage, proclamationUpdate, proclamationUpdateStatus } from '../../src/core/contract/api/announcements.ts';
import { notificationPage } from '../../src/core/contract/api/notifications.ts';
import { convenienceShopPage } from '../../src/core/contract/api/convenience.ts';
import { asyncTaskPage } from '../../src/core/contract/api/tasks.ts';

let h: Harness;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; summary?: string; description?: string; security?: unknown[]; parameters?: unknown[]; requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
beforeAll(async () => {
  h = await createHarness();
  doc = (await h.app.inject({ url: ApiPath.openapi })).json();
});
afterAll(() => h.close());

/** Spec §7 "Auth and system" at the exact paths and methods, plus ours for "path not shown". */
const EXPECTED: Array<[string, string]> = [
  ['post', ApiPath.login], ['post', ApiPath.sendLoginSms], ['post', ApiPath.refresh], ['post', ApiPath.switchGroup], ['post', ApiPath.logout],
  ['get', ApiPath.groups], ['get', ApiPath.menus], ['get', ApiPath.views], ['get', ApiPath.staffInfo],
  ['get', '/api/system/concept/{key}/concepts'], ['get', ApiPath.channelTree], ['get', ApiPath.merchantFieldConfig],
  ['get', ApiPath.userDeptSubTree], ['get', ApiPath.userScopeDeptTree], ['get', ApiPath.brandTreeOperators],
  ['get', amountOwingNotify.path], ['get', merchantInfo.path], ['get', latestAnnouncement.path],
  ['get', notificationPage.path], ['put', '/api/system/notification/handle/{id}'],
  ['get', convenienceShopPage.path], ['get', '/api/convenience/shop/{id}'],
  ['get', ApiPath.health], ['get', ApiPath.clientConfig], ['get', ApiPath.smsOutbox], ['get', ApiPath.openapi],
  // issue 5: business data, dashboard and badges
  ['get', vendingMachinePage.path], ['get', coolerPage.path],
  ['get', ApiPath.replPackagePage], ['post', ApiPath.replPackageApprove], ['get', ApiPath.replTallyPage],
  ['get', ApiPath.orderPage], ['get', ApiPath.abnormalOrderPage],
  ['get', ApiPath.complaintPage], ['get', ApiPath.riskComplaintPage], ['get', ApiPath.riskComplaintCountPending],
  ['get', ApiPath.merchantApplicationAuditCount], ['get', ApiPath.merchantApplicationPage],
  ['get', asyncTaskPage.path], ['put', '/api/system/asyncTask/remove/{id}'], ['put', '/api/system/asyncTask/retry/{id}'],
  ['get', proclamationPage.path], ['post', proclamationAdd.path], ['put', proclamationUpdate.path],
  ['delete', '/api/system/proclamation/deleteById/{id}'], ['put', proclamationUpdateStatus.path],
  ['get', serviceChargeOrderPage.path], ['get', prePaidFeeStrategyPage.path], ['get', platformFeeBillPage.path],
  ['get', ApiPath.dashboardSummary], ['get', ApiPath.dashboardSalesTrend], ['get', ApiPath.badgeCounts],
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
        expect(op.responses['200']?.content?.['application/json']?.schema, where).toBeTruthy();
        if (path !== ApiPath.openapi) expect(op.responses['4XX']?.content?.['application/json']?.schema, where).toBeTruthy();
      }
    }
  });

  it('declares the inputs: body of login, query of the filters, path ids; security on every non-public route', () => {
    expect(doc.paths[ApiPath.login].post.requestBody).toBeTruthy();
    expect(JSON.stringify(doc.paths[ApiPath.switchGroup].post.parameters)).toContain('groupId');
    expect(JSON.stringify(doc.paths[amountOwingNotify.path].get.parameters)).toContain('startTime');
    expect(JSON.stringify(doc.paths['/api/convenience/shop/{id}'].get.parameters)).toContain('"in":"path"');
    const publicPaths = new Set<string>([ApiPath.login, ApiPath.sendLoginSms, ApiPath.health, ApiPath.clientConfig, ApiPath.smsOutbox, ApiPath.openapi]);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) expect(Boolean(op.security), path).toBe(!publicPaths.has(path));
    }
  });

  it('has no development outbox in production', async () => {
    const production = await createHarness({ nodeEnv: 'production' });
    try {
      const prodDoc = (await production.app.inject({ url: ApiPath.openapi })).json() as typeof doc;
      expect(prodDoc.paths[ApiPath.smsOutbox]).toBeUndefined();
      expect((await production.app.inject({ url: `${ApiPath.smsOutbox}?phone=13800000001` })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
