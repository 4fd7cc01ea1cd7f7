// Every route declares the view code it needs (issue 14): each persona against every route that names one is
// refused with 403 exactly where its identity holds none of the codes, before its input is read. The spec's defect
// case spelled out: a store manager (store:view only) reads no balance, fee strategy, order or draft announcement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/core/contract/index.ts';
import { amountOwingNotify, merchantInfo, prePaidFeeStrategyPage } from '../../src/core/contract/api/accounts.ts';
import { proclamationPage } from '../../src/core/contract/api/announcements.ts';
import { orderPage } from '../../src/core/contract/api/orders.ts';
import { currentStaffViews } from '../../src/core/contract/api/staff.ts';
import { holdsViewCode } from '../../src/core/rules/permissions.ts';
import { PERSONAS } from '../../server/modules/org/seed-personas.ts';
import { contractCalls } from '../support/contract-calls.ts';
import { call, createHarness, login, tokenFor, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const urlWithIds = (path: string) => path.replace(/:(\w+)/g, '1');

describe('view codes, persona by persona', () => {
  it('every persona that can log in is refused exactly the routes whose codes it lacks', async () => {
    const guarded = (await contractCalls()).filter(({ call: c }) => c.view !== undefined && (c.access ?? 'group') === 'group');
    expect(guarded.length).toBeGreaterThanOrEqual(20);
    let refused = 0;
    let allowed = 0;
    for (const persona of PERSONAS) {
      if ((await login(h.app, persona.phone)).status !== 200) continue; // not activated, no group
      const token = await tokenFor(h.app, persona.phone);
      const views = await call<string[] | null>(h.app, 'GET', currentStaffViews.path, { token });
      if (views.status !== 200) continue; // several identities, none current: no scope, nothing to sweep
      for (const { name, call: descriptor } of guarded) {
        const holds = [descriptor.view ?? []].flat().some((code) => holdsViewCode(views.data ?? [], code));
        const reply = await call(h.app, descriptor.method, urlWithIds(descriptor.path), { token });
        if (holds) {
          allowed += 1;
          expect(reply.http, `${persona.phone} ${name}`).not.toBe(403);
        } else {
          refused += 1;
          expect([reply.http, reply.status], `${persona.phone} ${name}`).toEqual([403, Code.NO_PERMISSION]);
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(allowed).toBeGreaterThan(0);
  });

  it('a store manager (store:view only) reads no balance, fee strategy, order or draft announcement', async () => {
    const token = await tokenFor(h.app, '13800000005');
    const now = h.clock.now();
    for (const url of [
      `${amountOwingNotify.path}?startTime=${now - 1000}&endTime=${now}`,
      merchantInfo.path,
      prePaidFeeStrategyPage.path,
      orderPage.path,
      proclamationPage.path,
    ]) {
      const reply = await call(h.app, 'GET', url, { token });
      expect([reply.http, reply.status], url).toEqual([403, Code.NO_PERMISSION]);
    }
  });
});
