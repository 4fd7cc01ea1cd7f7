import { describe, expect, it, vi } from 'vitest';
import { idKey, metaFlag, normaliseRouteMeta, parseMenuMeta, subAppOf } from '../../../src/core/menus/index.ts';

const silentLogger = () => ({ warn: vi.fn() });

describe('spec §3 menu meta is JSON text, parsed defensively', () => {
  it.each<[string, unknown]>([
    ['broken JSON', '{"hideMenu": true'],
    ['a JSON array', '[1,2]'],
    ['a JSON number', '42'],
    ['a JSON string', '"hideMenu"'],
    ['JSON null', 'null'],
    ['a number instead of text', 7],
    ['an array instead of text', ['hideMenu']],
  ])('%s gives {} and one warning, never a throw', (_label, source) => {
    const logger = silentLogger();
    expect(parseMenuMeta(source, logger)).toEqual({});
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it.each<[string, unknown]>([
    ['empty text', ''],
    ['blank text', '   '],
    ['undefined', undefined],
    ['null', null],
  ])('%s means no meta, without a warning', (_label, source) => {
    const logger = silentLogger();
    expect(parseMenuMeta(source, logger)).toEqual({});
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('keeps the known fields as sent, string flags included', () => {
    const text = JSON.stringify({
      baseUrl: '/device',
      hideMenu: 'true',
      hideLayout: false,
      noCache: 1,
      showMenuIds: [3, '4'],
      showMenuOrigIds: '7, 8',
      breadcrumb: [{ title: '首页', path: '/dashboard' }, { title: '设备' }, { path: '/no-title' }, 'junk'],
      titleEn: 'Devices',
      unrelated: 'dropped',
    });
    expect(parseMenuMeta(text, silentLogger())).toEqual({
      baseUrl: '/device',
      hideMenu: 'true',
      hideLayout: false,
      noCache: '1',
      showMenuIds: [3, '4'],
      showMenuOrigIds: ['7', ' 8'],
      breadcrumb: [{ title: '首页', path: '/dashboard' }, { title: '设备' }],
      titleEn: 'Devices',
    });
  });

  it('drops fields of the wrong type', () => {
    const text = JSON.stringify({ baseUrl: 5, hideMenu: {}, showMenuIds: { a: 1 }, breadcrumb: 'home', titleEn: ['x'] });
    expect(parseMenuMeta(text, silentLogger())).toEqual({});
  });

  it('accepts meta the server already sent as an object', () => {
    expect(parseMenuMeta({ hideMenu: true, showMenuIds: [1, null, ''] }, silentLogger())).toEqual({ hideMenu: true, showMenuIds: [1] });
  });

  it('warns through the console when no logger is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseMenuMeta('{oops')).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('spec §2 meta flags may come as booleans or as strings', () => {
  it.each<[boolean | string | undefined, boolean]>([
    [true, true],
    [false, false],
    ['true', true],
    ['TRUE ', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['', false],
    ['yes', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(metaFlag(value)).toBe(expected);
  });

  it('normalises a parsed meta into route meta', () => {
    expect(normaliseRouteMeta({ hideLayout: 'true', noCache: 'false', showMenuIds: [' 12 ', 13], baseUrl: '  ', titleEn: ' Home ' })).toEqual({
      hideMenu: false,
      hideLayout: true,
      noCache: false,
      breadcrumb: [],
      baseUrl: null,
      showMenuOrigIds: [],
      showMenuIds: ['12', '13'],
      titleEn: 'Home',
    });
  });
});

describe('spec §2 show-menu ids compare as numbers or strings', () => {
  it.each<[number | string | null | undefined, string | null]>([
    [12, '12'],
    ['12', '12'],
    [' 12 ', '12'],
    ['012', '12'],
    ['dept-a', 'dept-a'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(idKey(value)).toBe(expected);
  });
});

describe('spec §2 sub-application route prefixes', () => {
  it.each<[string, string | null]>([
    ['/Layout/device', 'device'],
    ['/Layout/device/vendingMachineList', 'device'],
    ['/Layout/device?tab=2', 'device'],
    ['/Layout/devices', null],
    ['/Layout/crowdsource', 'crowdsource'],
    ['/Layout/crowdsource/tasks', 'crowdsource'],
    ['/Layout/convenience', 'convenience'],
    ['/Layout/convenience/convenienceStores/singlestoreDetail', 'convenience'],
    ['/Layout/convenience/storeHome/storehome', 'convenience'],
    ['/Layout', null],
    ['/dashboard', null],
    ['/orderManager/abnormalorderList', null],
  ])('%s → %s', (path, expected) => {
    expect(subAppOf(path)).toBe(expected);
  });
});
