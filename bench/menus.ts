// Menu build time: a deterministic random 2,000-entry server menu tree, built 200 times; prints the median.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { KNOWN_SCREENS, LAYOUT_COMPONENT } from '../src/core/contract/index.ts';
import type { MenuEntry } from '../src/core/contract/api/staff.ts';
import { buildMenus } from '../src/core/menus/index.ts';

const ENTRY_COUNT = 2_000;
const RUNS = 200;
const WARM_UP_RUNS = 20;

/** mulberry32: a small seeded generator so every run builds the same tree. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function makeMenuTree(count: number, seed = 42): MenuEntry[] {
  const random = seededRandom(seed);
  const screens = [...KNOWN_SCREENS].filter((name) => name !== LAYOUT_COMPONENT);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const roots: MenuEntry[] = [];
  const directories: MenuEntry[] = [];
  for (let id = 1; id <= count; id += 1) {
    const isDirectory = directories.length === 0 || random() < 0.15;
    const parent = roots.length < 10 || random() < 0.05 ? null : pick(directories);
    const meta: Record<string, unknown> = {};
    if (random() < 0.1) meta.hideMenu = random() < 0.5 ? 'true' : true;
    if (random() < 0.05) meta.showMenuOrigIds = [7, '8', 9];
    if (random() < 0.1) meta.noCache = 'true';
    if (random() < 0.2) meta.breadcrumb = [{ title: '首页', path: '/dashboard' }, { title: `页面${id}` }];
    if (random() < 0.5) meta.titleEn = `Page ${id}`;
    const entry: MenuEntry = {
      id,
      parentId: parent?.id ?? 0,
      title: `菜单${id}`,
      route: random() < 0.05 ? `/abs/page${id}` : `${isDirectory ? 'dir' : 'page'}${id}`,
      component: isDirectory ? LAYOUT_COMPONENT : random() < 0.02 ? `missing/screen${id}` : pick(screens),
      type: isDirectory ? 1 : random() < 0.05 ? 3 : 2,
      icon: 'IconGridView',
      sort: Math.floor(random() * 100),
      meta: random() < 0.01 ? '{not json' : JSON.stringify(meta),
      children: [],
    };
    (parent?.children ?? roots).push(entry);
    if (isDirectory) directories.push(entry);
  }
  return roots;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export async function benchMenus(): Promise<{ name: string; value: number; unit: string }[]> {
  const tree = makeMenuTree(ENTRY_COUNT);
  const half = Math.ceil(tree.length / 2);
  const input = {
    main: tree.slice(0, half),
    deputy: tree.slice(half),
    orgId: 7,
    deptId: '12',
    locale: 'en',
    knownComponents: KNOWN_SCREENS,
    logger: { warn: () => undefined },
  };
  for (let i = 0; i < WARM_UP_RUNS; i += 1) buildMenus(input);
  const times: number[] = [];
  let routes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    routes = buildMenus(input).routes.length;
    times.push(performance.now() - start);
  }
  return [
    { name: `menus: build ${ENTRY_COUNT} entries, median of ${RUNS}`, value: Number(median(times).toFixed(3)), unit: 'ms' },
    { name: 'menus: slowest build', value: Number(Math.max(...times).toFixed(3)), unit: 'ms' },
    { name: 'menus: routes in the table', value: routes, unit: 'routes' },
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const figure of await benchMenus()) console.log(`${figure.name.padEnd(48)} ${String(figure.value).padStart(10)} ${figure.unit}`);
}
