import { describe, expect, it, vi } from 'vitest';
import { buildMenus, joinRoutePath } from '../../../src/core/menus/index.ts';
import type { BuildMenusInput, SidebarItem } from '../../../src/core/menus/index.ts';
import type { MenuEntry } from '../../../src/core/contract/api/staff.ts';

let nextId = 1;
function entry(fields: Partial<Omit<MenuEntry, 'meta'>> & { meta?: object | string }): MenuEntry {
  const { meta, ...rest } = fields;
  const id = rest.id ?? nextId++;
  return {
    id, parentId: 0, title: `菜单${id}`, route: `page${id}`, component: 'device/vendingMachineList', type: 2, icon: '', sort: 0,
    meta: typeof meta === 'string' ? meta : JSON.stringify(meta ?? {}),
    ...rest,
  };
}

const KNOWN = ['device/vendingMachineList', 'order/abnormalOrderList', 'dashboard/index', 'convenience/storeHome'];

function build(partial: Partial<BuildMenusInput>) {
  const logger = { warn: vi.fn() };
  const built = buildMenus({ main: [], deputy: [], orgId: 7, deptId: 12, locale: 'zh-CN', knownComponents: KNOWN, logger, ...partial });
  return { ...built, logger };
}

const titles = (items: SidebarItem[]): string[] => items.map((item) => item.title);
const routeAt = (routes: ReturnType<typeof build>['routes'], fullPath: string) => routes.find((route) => route.fullPath === fullPath);

describe('spec §2 child routes join their parent paths', () => {
  it.each<[string, string, string]>([
    ['', 'dashboard', '/dashboard'],
    ['', '/dashboard', '/dashboard'],
    ['/Layout/device', 'vendingMachineList', '/Layout/device/vendingMachineList'],
    ['/Layout/device', '/orderManager/abnormalorderList', '/orderManager/abnormalorderList'],
    ['/Layout', 'device/', '/Layout/device'],
    ['/Layout', 'a//b', '/Layout/a/b'],
    ['/Layout/device', '', '/Layout/device'],
    ['', '', '/'],
    ['/Layout', 'https://help.example.com/x', 'https://help.example.com/x'],
  ])('parent %j + route %j → %s', (parent, route, expected) => {
    expect(joinRoutePath(parent, route)).toBe(expected);
  });

  it('builds full paths through a nested tree', () => {
    const main = [
      entry({ route: '/Layout', component: 'Layout', type: 1, children: [
        entry({ route: 'device', component: 'Layout', type: 1, children: [
          entry({ route: 'list' }),
          entry({ route: '/orderManager/abnormalorderList', component: 'order/abnormalOrderList' }),
        ] }),
      ] }),
    ];
    expect(build({ main }).routes.map((route) => route.fullPath)).toEqual([
      '/Layout', '/Layout/device', '/Layout/device/list', '/orderManager/abnormalorderList',
    ]);
  });
});

describe('spec §2 route table from the server menus', () => {
  const main = [
    entry({ id: 100, route: '/Layout/device', component: 'Layout', type: 1, title: '设备', meta: { titleEn: 'Devices' }, children: [
      entry({ id: 101, route: 'list', title: '售货机', meta: { titleEn: 'Vending machines', hideLayout: 'true', noCache: 'false', baseUrl: '/vm', breadcrumb: [{ title: '首页', path: '/dashboard' }] } }),
      entry({ id: 102, route: 'ghost', component: 'device/notShipped', title: '幽灵' }),
      entry({ id: 103, route: 'folder', component: '', type: 1, children: [entry({ id: 104, route: 'leaf' })] }),
      entry({ id: 105, route: 'empty', component: '' }),
    ] }),
  ];

  it('normalises meta: flags from strings, breadcrumb and baseUrl kept', () => {
    const route = routeAt(build({ main }).routes, '/Layout/device/list');
    expect(route?.meta).toMatchObject({ hideMenu: false, hideLayout: true, noCache: false, baseUrl: '/vm', breadcrumb: [{ title: '首页', path: '/dashboard' }] });
    expect(route).toMatchObject({ id: 101, component: 'device/vendingMachineList', isLayout: false, unknownComponent: false, subApp: 'device', source: 'main' });
  });

  it('reads the breadcrumb in the session\'s language: titleEn in English, the title when an item has none', () => {
    const crumbs = [{ title: '设备管理', titleEn: 'Devices' }, { title: '售货机', titleEn: 'Vending machines', path: '/vm' }, { title: '详情' }];
    const withCrumbs = [entry({ id: 110, route: 'detail', meta: { titleEn: 'Detail', breadcrumb: crumbs } })];
    expect(routeAt(build({ main: withCrumbs, locale: 'en' }).routes, '/detail')?.meta.breadcrumb.map((item) => item.title)).toEqual(['Devices', 'Vending machines', '详情']);
    expect(routeAt(build({ main: withCrumbs }).routes, '/detail')?.meta.breadcrumb.map((item) => item.title)).toEqual(['设备管理', '售货机', '详情']);
  });

  it.each<[string, string, string]>([
    ['zh-CN', '/Layout/device/list', '售货机'],
    ['en', '/Layout/device/list', 'Vending machines'],
    ['en-US', '/Layout/device', 'Devices'],
    ['en', '/Layout/device/ghost', '幽灵'],
  ])('locale %s titles %s as %s', (locale, fullPath, title) => {
    expect(routeAt(build({ main, locale }).routes, fullPath)?.title).toBe(title);
  });

  it.each<[string, boolean, boolean]>([
    ['/Layout/device', true, false],
    ['/Layout/device/list', false, false],
    ['/Layout/device/ghost', false, true],
    ['/Layout/device/folder', true, false],
    ['/Layout/device/empty', false, true],
  ])('%s: shell %s, unknown component %s (kept, flagged)', (fullPath, isLayout, unknownComponent) => {
    expect(routeAt(build({ main }).routes, fullPath)).toMatchObject({ isLayout, unknownComponent });
  });

  it('accepts the known components as a Set', () => {
    const { routes } = build({ main, knownComponents: new Set(['device/notShipped']) });
    expect(routeAt(routes, '/Layout/device/ghost')?.unknownComponent).toBe(false);
    expect(routeAt(routes, '/Layout/device/list')?.unknownComponent).toBe(true);
  });

  it('lists the routes under each sub-application prefix', () => {
    const withSubApps = [
      ...main,
      entry({ route: '/Layout/crowdsource', component: 'Layout', type: 1, children: [entry({ route: 'tasks' })] }),
      entry({ route: '/Layout/convenience', component: 'Layout', type: 1, children: [entry({ route: 'storeHome/storehome', component: 'convenience/storeHome' })] }),
      entry({ route: '/dashboard', component: 'dashboard/index' }),
    ];
    const { subApps, routes } = build({ main: withSubApps });
    expect(subApps.device).toEqual(['/Layout/device', '/Layout/device/list', '/Layout/device/ghost', '/Layout/device/folder', '/Layout/device/folder/leaf', '/Layout/device/empty']);
    expect(subApps.crowdsource).toEqual(['/Layout/crowdsource', '/Layout/crowdsource/tasks']);
    expect(subApps.convenience).toEqual(['/Layout/convenience', '/Layout/convenience/storeHome/storehome']);
    expect(routeAt(routes, '/dashboard')?.subApp).toBeNull();
  });
});

describe('spec §2 sidebar: order, hideMenu and its exceptions', () => {
  it('sorts by sort at every level; ties keep the server order; missing sort goes last', () => {
    const main = [
      entry({ title: 'C', sort: 3 }),
      entry({ title: 'A', sort: 1, component: 'Layout', type: 1, children: [entry({ title: 'A2', sort: 2 }), entry({ title: 'A1', sort: 1 })] }),
      entry({ title: 'last', sort: undefined as unknown as number }),
      entry({ title: 'B1', sort: 2 }),
      entry({ title: 'B2', sort: 2 }),
    ];
    const { sidebar } = build({ main });
    expect(titles(sidebar)).toEqual(['A', 'B1', 'B2', 'C', 'last']);
    expect(titles(sidebar[0].children)).toEqual(['A1', 'A2']);
  });

  it.each<[string, object, number | string | null, number | string | null, boolean]>([
    ['no hideMenu', {}, 7, 12, true],
    ['hideMenu true', { hideMenu: true }, 7, 12, false],
    ["hideMenu 'true'", { hideMenu: 'true' }, 7, 12, false],
    ["hideMenu 'false'", { hideMenu: 'false' }, 7, 12, true],
    ['orgId listed as a number', { hideMenu: true, showMenuOrigIds: [7] }, 7, 12, true],
    ['orgId listed as a string', { hideMenu: true, showMenuOrigIds: ['7'] }, 7, 12, true],
    ['orgId given as a string', { hideMenu: true, showMenuOrigIds: [7] }, '7', 12, true],
    ['deptId listed', { hideMenu: true, showMenuIds: ['12'] }, 7, 12, true],
    ['deptId given as a string', { hideMenu: true, showMenuIds: [12] }, 7, '12', true],
    ['other org listed', { hideMenu: true, showMenuOrigIds: [8] }, 7, 12, false],
    ['orgId in the dept list does not count', { hideMenu: true, showMenuIds: [7] }, 7, 12, false],
    ['deptId in the org list does not count', { hideMenu: true, showMenuOrigIds: [12] }, 7, 12, false],
    ['no current org or dept', { hideMenu: true, showMenuOrigIds: [7], showMenuIds: [12] }, null, null, false],
  ])('main menu, %s → shown %s', (_label, meta, orgId, deptId, shown) => {
    const { sidebar, routes } = build({ main: [entry({ title: 'X', meta })], orgId, deptId });
    expect(titles(sidebar)).toEqual(shown ? ['X'] : []);
    expect(routes).toHaveLength(1);
  });

  it('a hidden parent hides its children, whose routes remain', () => {
    const main = [entry({ route: '/hidden', component: 'Layout', type: 1, meta: { hideMenu: true }, children: [entry({ route: 'child' })] })];
    const { sidebar, routes } = build({ main });
    expect(sidebar).toEqual([]);
    expect(routes.map((route) => route.fullPath)).toEqual(['/hidden', '/hidden/child']);
  });

  it('deputy menus are shown after the main ones, except those with hideMenu, whatever the show lists say', () => {
    const deputy = [
      entry({ title: 'D1', sort: 1 }),
      entry({ title: 'D2', sort: 2, meta: { hideMenu: 'true' } }),
      entry({ title: 'D3', sort: 3, meta: { hideMenu: true, showMenuOrigIds: [7], showMenuIds: [12] } }),
    ];
    const { sidebar } = build({ main: [entry({ title: 'M', sort: 9 })], deputy });
    expect(sidebar.map((item) => [item.title, item.source])).toEqual([['M', 'main'], ['D1', 'deputy']]);
  });

  it('menu type 3 is a secondary menu kept as a group of its own', () => {
    const main = [
      entry({ title: 'stores', type: 3, route: '/Layout/convenience', component: 'Layout', children: [entry({ title: 'home', route: 'storeHome/storehome' })] }),
      entry({ title: 'page', type: 2 }),
    ];
    const { sidebar } = build({ main });
    expect(sidebar.map((item) => [item.title, item.secondary])).toEqual([['stores', true], ['page', false]]);
    expect(sidebar[0].children).toMatchObject([{ title: 'home', fullPath: '/Layout/convenience/storeHome/storehome', secondary: false }]);
  });
});

describe('spec §4 both menu categories merge into one route table', () => {
  it('a screen replaces a shell container at the same path; otherwise the first entry wins, with a warning', () => {
    const main = [entry({ id: 1, route: '/Layout/device', component: 'Layout', type: 1 }), entry({ id: 2, route: '/same' })];
    const deputy = [
      entry({ id: 3, route: '/Layout/device', component: 'device/vendingMachineList' }),
      entry({ id: 4, route: '/same', component: 'order/abnormalOrderList' }),
      entry({ id: 5, route: '/Layout/device', component: 'Layout', type: 1 }),
    ];
    const { routes, logger, sidebar } = build({ main, deputy });
    expect(routes.map((route) => [route.fullPath, route.id])).toEqual([['/Layout/device', 3], ['/same', 2]]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(sidebar.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('spec §2 bad server data never breaks the build', () => {
  it('skips non-object entries, keeps entries with bad meta, coerces odd fields (no sort goes last)', () => {
    const odd = { id: '9', title: 5, route: ' odd ', component: null, type: '2', icon: null, sort: 'x', meta: '{bad', children: 'none' } as unknown as MenuEntry;
    const { routes, logger } = build({ main: [null as unknown as MenuEntry, odd, entry({ route: 'ok' })] });
    expect(routes.map((route) => [route.fullPath, route.id, route.title, route.type, route.unknownComponent])).toEqual([
      ['/ok', expect.any(Number), expect.any(String), 2, false],
      ['/odd', 9, '', 2, true],
    ]);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('treats missing menu lists as empty', () => {
    const built = build({ main: undefined as unknown as MenuEntry[], deputy: null as unknown as MenuEntry[] });
    expect(built.routes).toEqual([]);
    expect(built.sidebar).toEqual([]);
    expect(built.subApps).toEqual({ device: [], crowdsource: [], convenience: [] });
  });

  it('warns through the console when no logger is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    buildMenus({ main: [entry({ meta: '{bad' })], deputy: [], orgId: null, deptId: null, locale: 'zh-CN', knownComponents: [] });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
