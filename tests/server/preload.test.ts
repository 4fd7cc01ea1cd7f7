// The page names its first chunks (issue 15): modulepreload hints for everything the entry imports statically, and on
// login paths the login screen's chunk and its imports too; a skeleton is in the HTML before any script.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_CONTRAST, contrast, parseColor } from '../../src/core/theme/index.ts';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backroom-preload-'));
  mkdirSync(join(root, 'dist', 'chunks'), { recursive: true });
  mkdirSync(join(root, 'demo'));
  writeFileSync(join(root, 'demo', 'index.html'), readFileSync(new URL('../../demo/index.html', import.meta.url)));
  const chunk = (name: string, code: string) => writeFileSync(join(root, 'dist', 'chunks', name), code);
  writeFileSync(
    join(root, 'dist', 'define.js'),
    'import"./chunks/shell-AAAA.js";import{r as a}from"./chunks/react-BBBB.js";a();const e=()=>import("./chunks/AdminShellElement-FFFF.js");',
  );
  // The element's component, loaded on first render, and what it asks for next (the frame, the dashboard).
  chunk(
    'AdminShellElement-FFFF.js',
    'import"./react-BBBB.js";const f=()=>import("./ShellLayout-GGGG.js");const d=()=>import("./dashboard-HHHH.js");const p=()=>import("./frameParts-IIII.js");',
  );
  // The top bar's parts: shown when they come, hinted at low priority (issue 15).
  chunk('frameParts-IIII.js', 'import"./react-BBBB.js";import"./icons-JJJJ.js";');
  chunk('icons-JJJJ.js', 'export const i=1;');
  chunk('ShellLayout-GGGG.js', 'import"./react-BBBB.js";');
  chunk('dashboard-HHHH.js', 'export default 1;');
  chunk('shell-AAAA.js', 'import"./react-BBBB.js";const l=()=>import("./login-CCCC.js");const d=()=>import("./DashboardScreen-DDDD.js");');
  chunk('react-BBBB.js', 'export const r=()=>1;');
  chunk('login-CCCC.js', 'import"./react-BBBB.js";import"./filters-EEEE.js";');
  chunk('filters-EEEE.js', 'export const f=1;');
  chunk('DashboardScreen-DDDD.js', 'export default 1;');
  writeFileSync(join(root, 'dist', 'ahead.js'), 'import"./chunks/react-BBBB.js";');
  h = await createHarness({ staticRoot: root });
});

afterAll(async () => {
  await h?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The chunks a page names: its modulepreload hints, or on a login path the ones its start script adds after the first frame. */
const hints = (html: string) =>
  [
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]),
    ...(/data-preload="([^"]*)"/.exec(html)?.[1].split(' ').filter(Boolean) ?? []),
  ].sort();

describe('modulepreload hints in the page', () => {
  it('/login names the entry\'s chunks and the login screen\'s, each once, before any script runs', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(200);
    expect(hints(page.body)).toEqual([
      '/dist/chunks/AdminShellElement-FFFF.js',
      '/dist/chunks/filters-EEEE.js',
      '/dist/chunks/login-CCCC.js',
      '/dist/chunks/react-BBBB.js',
      '/dist/chunks/shell-AAAA.js',
    ]);
    expect(page.body).not.toContain('backroom:modulepreload');
    // The skeleton is painted by the HTML itself.
    expect(page.body).toContain('class="backroom-boot"');
  });

  it('a login path names them to its start script, which adds them and the entry after the first frame (issue 30)', async () => {
    const page = (await h.app.inject({ method: 'GET', url: '/login' })).body;
    // Nothing the browser would fetch and compile before painting the form: no hint, no module script.
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toContain('type="module"');
    const start = /<script src="(\/boot\.js\?v=[0-9a-f]{12})" defer data-entry="(\/dist\/define\.js\?v=[0-9a-f]{12})" data-preload="[^"]+"><\/script>/.exec(page);
    expect(start).not.toBeNull();
    const script = await h.app.inject({ method: 'GET', url: start?.[1] ?? '' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toContain('requestAnimationFrame');
    expect(script.body).toContain('own.dataset.entry');
    // The start script under another version is asked again every time; the entry it names is the versioned one.
    expect((await h.app.inject({ method: 'GET', url: '/boot.js' })).headers['cache-control']).toBe('no-cache');
    const entry = await h.app.inject({ method: 'GET', url: start?.[2] ?? '' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('other pages load the entry as a module script with their hints in the head', async () => {
    const page = (await h.app.inject({ method: 'GET', url: '/dashboard' })).body;
    expect(page).toMatch(/<script type="module" src="\/dist\/define\.js\?v=[0-9a-f]{12}"><\/script>/);
    expect(page).not.toContain('/boot.js');
    expect(page).toContain('<link rel="modulepreload" href="/dist/chunks/dashboard-HHHH.js" />');
  });

  it('other pages start with the ahead script, immutable under its content\'s hash; login paths never carry it', async () => {
    const page = (await h.app.inject({ method: 'GET', url: '/order/list' })).body;
    // Before the entry: the session's calls go out while the entry's chunks are still arriving (elements/ahead.ts).
    const scripts = [...page.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^\/dist\/ahead\.js\?v=[0-9a-f]{12}$/);
    expect(scripts[1]).toMatch(/^\/dist\/define\.js\?v=[0-9a-f]{12}$/);
    const ahead = await h.app.inject({ method: 'GET', url: scripts[0] });
    expect(ahead.statusCode).toBe(200);
    expect(ahead.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await h.app.inject({ method: 'GET', url: '/dist/ahead.js' })).headers['cache-control']).toBe('no-cache');
    for (const path of ['/login', '/en/login', '/qingquan/login']) {
      expect((await h.app.inject({ method: 'GET', url: path })).body).not.toContain('ahead.js');
    }
  });

  it('other pages name the element\'s component and the frame, the landing paths the dashboard too, never the login', async () => {
    const frame = [
      '/dist/chunks/AdminShellElement-FFFF.js',
      '/dist/chunks/ShellLayout-GGGG.js',
      '/dist/chunks/frameParts-IIII.js',
      '/dist/chunks/icons-JJJJ.js',
      '/dist/chunks/react-BBBB.js',
      '/dist/chunks/shell-AAAA.js',
    ];
    expect(hints((await h.app.inject({ method: 'GET', url: '/dashboard' })).body)).toEqual([...frame, '/dist/chunks/dashboard-HHHH.js'].sort());
    expect(hints((await h.app.inject({ method: 'GET', url: '/' })).body)).toEqual([...frame, '/dist/chunks/dashboard-HHHH.js'].sort());
    expect(hints((await h.app.inject({ method: 'GET', url: '/order/list' })).body)).toEqual(frame);
  });

  it('the dashboard\'s chunks come before the top bar\'s parts, which are hinted at low priority (issue 15)', async () => {
    const page = (await h.app.inject({ method: 'GET', url: '/dashboard' })).body;
    const links = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"( fetchpriority="low")? \/>/g)];
    const order = links.map((match) => match[1]);
    expect(order.indexOf('/dist/chunks/dashboard-HHHH.js')).toBeLessThan(order.indexOf('/dist/chunks/frameParts-IIII.js'));
    const low = links.filter((match) => match[2]).map((match) => match[1]);
    // react is the entry's already: only what the parts alone bring in waits.
    expect(low).toEqual(['/dist/chunks/frameParts-IIII.js', '/dist/chunks/icons-JJJJ.js']);
  });

  it('brand and English logins are login paths, an unknown brand\'s too (the shell shows it the default login)', async () => {
    for (const path of ['/en/login', '/manager', '/qingquan/login', '/unknownbrand/login', '/login/']) {
      expect(hints((await h.app.inject({ method: 'GET', url: path })).body)).toContain('/dist/chunks/login-CCCC.js');
    }
  });
});

/** The login form the page paints (issue 15), or null: its texts, fields, button and colours. */
function paintedLogin(html: string) {
  const form = /<div class="backroom-boot" style="([^"]*)">\s*<form class="backroom-boot-card backroom-boot-login" data-backroom-login[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) return null;
  const texts = [...form[2].matchAll(/>([^<>]+)</g)].map((match) => match[1].trim()).filter(Boolean);
  const inputs = [...form[2].matchAll(/<input ([^>]*)\/>/g)].map((match) => match[1]);
  return { style: form[1], texts, inputs, body: form[2] };
}

describe('the login form painted by the page (issue 15: a visible password before any script)', () => {
  it('/login, /manager and an unknown brand\'s login paint the default Chinese form: title, methods, fields, a waiting button', async () => {
    for (const path of ['/login', '/manager', '/login?redirect=%2Forder%2Flist', '/unknownbrand/login']) {
      const html = (await h.app.inject({ method: 'GET', url: path })).body;
      const form = paintedLogin(html);
      expect(form, path).not.toBeNull();
      expect(form?.texts).toEqual(['无人零售管理后台', '密码登录', '验证码登录', '手机号', '密码', '登录']);
      expect(form?.inputs[0]).toContain('name="phone"');
      expect(form?.inputs[0]).toContain('autocomplete="username"');
      expect(form?.inputs[1]).toContain('type="password"');
      expect(form?.inputs[1]).toContain('autocomplete="current-password"');
      // Nothing is sent before the code that checks and sends it: no submit button, the method switch waits.
      expect(form?.body).toContain('<button type="button" disabled>');
      expect(form?.body).toContain('aria-disabled="true"');
      // Text in the main colour and on the button as the login screen draws them (4.5:1; white on #FF7D00 is 2.56:1).
      expect(form?.style).toBe('--backroom-boot-main: #FF7D00; --backroom-boot-minor: #FFF3E6; --backroom-boot-text: #994b00; --backroom-boot-on-main: #1c1f23');
      const [onMain, fill] = [parseColor('#1c1f23'), parseColor('#FF7D00')];
      expect(onMain && fill && contrast(onMain, fill)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      // It replaces the skeleton card, which is gone, and the markers with it.
      expect(html).not.toContain('<i></i>');
      expect(html).not.toContain('backroom:boot');
    }
  });

  it('/en/login paints it in English, /{brand}/login in the brand\'s name, logo and colours', async () => {
    expect(paintedLogin((await h.app.inject({ method: 'GET', url: '/en/login' })).body)?.texts).toEqual([
      'Unattended retail back office', 'Password login', 'SMS login', 'Phone number', 'Password', 'Log in',
    ]);
    const brand = paintedLogin((await h.app.inject({ method: 'GET', url: '/qingquan/login' })).body);
    expect(brand?.texts[0]).toBe('清泉饮品');
    expect(brand?.style).toBe('--backroom-boot-main: #1664FF; --backroom-boot-minor: #E8F3FF; --backroom-boot-text: #114ec7; --backroom-boot-on-main: #ffffff');
    expect(brand?.body).toMatch(/<img src="data:image\/svg\+xml[^"]*" alt=""/);
  });

  it('other pages keep the skeleton card, with no form to type in', async () => {
    for (const path of ['/', '/dashboard', '/order/list', '/a/b/login', '/loginx']) {
      const html = (await h.app.inject({ method: 'GET', url: path })).body;
      expect(paintedLogin(html), path).toBeNull();
      expect(html).toContain('<div class="backroom-boot" aria-hidden="true"><div class="backroom-boot-card"><i></i>');
    }
  });
});

describe('the page as sent (issue 15: the login\'s bytes)', () => {
  it('carries no comments and no indentation, and keeps what its CSS means', async () => {
    for (const path of ['/login', '/dashboard']) {
      const html = (await h.app.inject({ method: 'GET', url: path })).body;
      expect(html).not.toContain('<!--');
      expect(html).not.toContain('/*');
      expect(html).not.toMatch(/\n[ \t]/);
      // Spaces inside a value and between selectors stay.
      expect(html).toContain('width:min(400px,calc(100% - 48px))');
      expect(html).toContain('admin-shell:state(ready) + .backroom-boot:not(:has(form),[data-last-home]){display:none}');
      // The last home page's font list keeps its quoted names and commas (ui/session/lastHome.ts).
      expect(html).toContain("font:14px/20px Inter,-apple-system,BlinkMacSystemFont,'Segoe UI','PingFang SC'");
    }
    expect((await h.app.inject({ method: 'GET', url: '/login' })).body).toContain(
      '.backroom-boot:has(.backroom-boot-login) .backroom-boot-card{padding:32px 32px 24px;',
    );
  });
});
