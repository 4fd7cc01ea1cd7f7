// History routing's base path (the `base-path` attribute): the path the shell reads inside it, and a page outside it
// read whole, by the router and the first page alike (react-router renders nothing outside its basename).
import { describe, expect, it } from 'vitest';
import { pathInBase, underBase } from '../../../src/app/routes/basePath.ts';

describe('base-path', () => {
  it.each<[string, string, string | null]>([
    ['/', '/dashboard', '/dashboard'],
    ['', '/login', '/login'],
    ['/backoffice', '/backoffice/dashboard', '/dashboard'],
    ['/backoffice/', '/backoffice/order/list', '/order/list'],
    ['/backoffice', '/backoffice', '/'],
    ['/backoffice', '/backoffice/', '/'],
    ['/backoffice', '/backofficex/dashboard', null],
    ['/backoffice', '/dashboard', null],
  ])('base %j, page %j → %j', (base, pathname, expected) => {
    expect(pathInBase(base, pathname)).toBe(expected);
  });

  it.each<[string, string, string]>([
    ['/', '/help', '/help'],
    ['', '/login', '/login'],
    ['/app', '/help', '/app/help'],
    ['/app/', '/login', '/app/login'],
  ])('base %j, app path %j → %j', (base, path, expected) => {
    expect(underBase(base, path)).toBe(expected);
  });
});
