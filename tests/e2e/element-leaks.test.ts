// Issue 9: no element leaks. Every registered element (read from the built registry, so elements added later are
// covered too) is mounted logged in and removed 100 times on a blank page; after a forced GC the JS heap (the bytes
// of its objects in a heap snapshot: compiled code, which V8 keeps optimising, is left out), DOM nodes and event
// listeners (Chromium's own counters, through CDP) are back within 5 % of the first cycle's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, portalLogIn } from './shell-helpers.ts';

const CYCLES = 100;
const TOLERANCE = 0.05;
/**
 * Cycles before the first reading: the first mounts load the lazy chunks and resources a page keeps once, V8
 * compiles the hot code, and React 18 keeps the last root that committed a nested update (rootWithNestedUpdates)
 * until another root does, so one removed element may stay referenced by React itself; every reading is taken in
 * that same state, so a leak shows as growth between the readings and a single retained element does not.
 */
const WARM_UP = 5;
const SAMPLES = 3;

const least = (readings: Reading[]): Reading => ({
  heap: Math.min(...readings.map((reading) => reading.heap)),
  nodes: Math.min(...readings.map((reading) => reading.nodes)),
  listeners: Math.min(...readings.map((reading) => reading.listeners)),
});

let office: BackOffice;
let page: Page;
let cdp: CDPSession;
let tags: string[] = [];

const BLANK = `<!doctype html><html><head><meta charset="utf-8"><title>leaks</title></head><body>
<script type="module">
  import { define, elementRegistry } from '/dist/elements.js';
  define();
  window.backroomTags = [...elementRegistry.keys()];
</script></body></html>`;

interface Reading {
  heap: number;
  nodes: number;
  listeners: number;
}

/** Heap-snapshot node types that are the page's objects; compiled code (which V8 keeps optimising) is not. */
const OBJECT_TYPES = new Set(['object', 'closure', 'array', 'string', 'concatenated string', 'sliced string', 'regexp', 'number', 'symbol', 'bigint']);

/** Bytes of the page's JS objects, from a heap snapshot (taken after a full GC). */
async function objectBytes(): Promise<number> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const fields = snapshot.meta.node_fields;
  const [types] = snapshot.meta.node_types;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length) if (OBJECT_TYPES.has(types[nodes[i + typeAt]])) bytes += nodes[i + sizeAt];
  return bytes;
}

async function reading(): Promise<Reading> {
  // The browser's own buffer of resource timings (capped at 250) is not the elements'.
  await page.evaluate(() => performance.clearResourceTimings());
  // Two passes: the first frees what finalisers keep, the second what they released.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
  return { heap: await objectBytes(), nodes: value('Nodes'), listeners: value('JSEventListeners') };
}

/** One cycle in the page: mount the tag logged in, wait until it has rendered and gone quiet, remove it. */
function cycle(tag: string): Promise<void> {
  return page.evaluate(async (name) => {
    const host = document.createElement(name);
    host.setAttribute('routing', 'memory');
    host.style.height = '600px';
    const ready = new Promise((resolve) => host.addEventListener('backroom-ready', resolve, { once: true }));
    document.body.append(host);
    await ready;
    // Quiet: 15 frames without a change in its shadow tree (the session, menus and first screen are in).
    await new Promise<void>((resolve) => {
      let quiet = 0;
      const observer = new MutationObserver(() => void (quiet = 0));
      observer.observe(host.shadowRoot as ShadowRoot, { subtree: true, childList: true, attributes: true, characterData: true });
      const tick = () => {
        if (++quiet >= 15) {
          observer.disconnect();
          resolve();
        } else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    host.remove();
    // React unmounts in a microtask after the disconnect (a move keeps it); the element then cancels its fetches and
    // empties its query cache once they have settled: a frame and a task later, that is done.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }, tag);
}

beforeAll(async () => {
  office = await startBackOffice();
  const context = await office.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  await page.route('**/leak-probe.html', (route) => route.fulfill({ body: BLANK, contentType: 'text/html' }));
  await page.goto(new URL('/leak-probe.html', office.url).href);
  await page.waitForFunction(() => Array.isArray((window as unknown as { backroomTags?: string[] }).backroomTags));
  tags = await page.evaluate(() => (window as unknown as { backroomTags: string[] }).backroomTags);
  // Logged in as a partner portal would be: the token in storage, the announcement already seen.
  await portalLogIn(page, ADMIN);
  cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
}, 180_000);

afterAll(async () => {
  await office?.close();
});

describe(`issue 9: ${CYCLES} mount/unmount cycles leave nothing behind`, () => {
  it('the registry lists the elements', () => {
    expect(tags).toContain('admin-shell');
    expect(tags).toContain('identity-switcher');
  });

  it('every registered element returns heap, DOM nodes and listeners within 5 % of its first cycle', async () => {
    const report: Record<string, { first: Reading; last: Reading; seconds: number }> = {};
    for (const tag of tags) {
      const started = Date.now();
      for (let i = 0; i < WARM_UP; i++) await cycle(tag);
      // Each figure is the least of three readings, one after each of three cycles: whether React still holds the
      // last removed root varies from cycle to cycle; a leak does not go away between readings, it adds up.
      const firsts: Reading[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        await cycle(tag);
        firsts.push(await reading());
      }
      for (let i = SAMPLES; i < CYCLES - SAMPLES; i++) await cycle(tag);
      const lasts: Reading[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        await cycle(tag);
        lasts.push(await reading());
      }
      report[tag] = { first: least(firsts), last: least(lasts), seconds: (Date.now() - started) / 1000 };
    }
    console.log(JSON.stringify(report, null, 1));
    const grown = Object.entries(report).flatMap(([tag, { first, last }]) =>
      (['heap', 'nodes', 'listeners'] as const)
        .filter((key) => last[key] > first[key] * (1 + TOLERANCE))
        .map((key) => `<${tag}> ${key}: ${first[key]} → ${last[key]}`));
    expect(grown).toEqual([]);
  }, 1_200_000);
});
