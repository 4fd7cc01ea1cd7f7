// Screens receive the page's full path; their parameters come from its query (e.g. the store detail's ?id=).
import { describe, expect, it } from 'vitest';
import { Route } from '../../../src/core/contract/index.ts';
import { queryId, queryParam } from '../../../src/ui/table/pathQuery.ts';

describe('queryParam', () => {
  it.each([
    ['/complaintManager/complaintList?channel=alipay', 'channel', 'alipay'],
    ['/complaintManager/complaintList?channel=%20alipay%20', 'channel', 'alipay'],
    ['/x?a=1&channel=wechat#top', 'channel', 'wechat'],
    ['/x?channel=', 'channel', null],
    ['/x?channel=%20', 'channel', null],
    ['/x', 'channel', null],
    ['/x#channel=alipay', 'channel', null],
  ])('%s: %s is %s', (path, name, expected) => {
    expect(queryParam(path, name)).toBe(expected);
  });
});

describe('queryId', () => {
  it.each([
    [`${Route.convenienceStoreDetail}?id=102`, 102],
    [`${Route.convenienceStoreDetail}?id=0`, null],
    [`${Route.convenienceStoreDetail}?id=-3`, null],
    [`${Route.convenienceStoreDetail}?id=1.5`, null],
    [`${Route.convenienceStoreDetail}?id=abc`, null],
    [`${Route.convenienceStoreDetail}?id=undefined`, null],
    [Route.convenienceStoreDetail, null],
  ])('%s gives %s', (path, expected) => {
    expect(queryId(path)).toBe(expected);
  });
});
