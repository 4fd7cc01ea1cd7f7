// The client's calls are checked at compile time against their descriptors (issue 8): a list hook given one area's
// call takes that call's filters only and yields that call's rows. `npm run typecheck` (part of `npm test`) compiles
// this file, so each `@ts-expect-error` below fails the build the day the line it marks compiles.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FiltersOf, RowOf } from '../../../src/core/contract/api/define.ts';
import { vendingMachinePage } from '../../../src/core/contract/api/devices.ts';
import { orderPage } from '../../../src/core/contract/api/orders.ts';
import type { usePaged } from '../../../src/ui/data/usePaged.ts';

type UsePaged = typeof usePaged;

/** Never called: it only has to compile, with every misuse refused. */
function misuses(paged: UsePaged) {
  // @ts-expect-error an order filter (payChannel) is not a vending machine filter
  paged(vendingMachinePage, { payChannel: 'wechat' });
  // @ts-expect-error a filter of the wrong type
  paged(vendingMachinePage, { online: 'yes' });
  const machines = paged(vendingMachinePage, { keyword: 'A01' });
  // @ts-expect-error a vending machine row has no order number
  void machines.rows[0]?.orderNo;
  const orders = paged(orderPage, { keyword: 'NO1' });
  const orderNo: string | undefined = orders.rows[0]?.orderNo;
  return orderNo;
}

describe('typed calls', () => {
  it('give a list the rows and the filters of its own call only', () => {
    expect(misuses).toBeTypeOf('function');
    expectTypeOf<RowOf<typeof vendingMachinePage>>().not.toEqualTypeOf<RowOf<typeof orderPage>>();
    expectTypeOf<RowOf<typeof orderPage>>().toHaveProperty('orderNo');
    expectTypeOf<FiltersOf<typeof vendingMachinePage>>().not.toHaveProperty('payChannel');
  });
});
