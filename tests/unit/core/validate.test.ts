import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INPUT_FILTERS, checkImport, chineseOnly, email, idCard, licence, noDigits, numbers, phone, positiveInteger,
} from '../../../src/core/rules/index.ts';
import { chineseNumeral, filterIdentities, lastDeptSegment, shortenDeptPath, switchableIdentities } from '../../../src/core/validate/index.ts';
import type { Group } from '../../../src/core/contract/api/staff.ts';

describe('spec §5 input filters', () => {
  it.each([
    ['chineseOnly', chineseOnly, '张三abc123', '张三'],
    ['chineseOnly keeps the middle dot', chineseOnly, '阿沛·阿旺晋美', '阿沛·阿旺晋美'],
    ['chineseOnly turns look-alike dots into ·', chineseOnly, '阿沛・阿旺•晋美', '阿沛·阿旺·晋美'],
    ['chineseOnly drops punctuation and spaces', chineseOnly, '王 五，！', '王五'],
    ['noDigits', noDigits, 'a1b2c3', 'abc'],
    ['noDigits drops full-width digits', noDigits, '仓库１号', '仓库号'],
    ['idCard uppercases', idCard, '11010519491231002x', '11010519491231002X'],
    ['idCard keeps only A-Z 0-9', idCard, '110-105 abc!', '110105ABC'],
    ['phone keeps digits', phone, '138-0013 8000', '13800138000'],
    ['phone stops at 11 digits', phone, '1380013800099', '13800138000'],
    ['email lowercases', email, 'Li.Si_01-x@Example.COM', 'li.si_01-x@example.com'],
    ['email drops other characters', email, 'a b+c@d.e!', 'abc@d.e'],
    ['licence uppercases', licence, '91350100m000100y43', '91350100M000100Y43'],
    ['licence keeps only 0-9 A-Z', licence, '9135-0100 #M', '91350100M'],
    ['numbers', numbers, '1.5e3-7', '1537'],
    ['phone drops a pasted +86 and separators', phone, '+86 138-0000-0007', '13800000007'],
    ['phone drops 0086', phone, '0086 13800000007', '13800000007'],
    ['phone drops (+86)', phone, '(+86)13800000007', '13800000007'],
    ['phone drops a bare 86 before a full number', phone, '86 138 0000 0007', '13800000007'],
    ['phone keeps a number that merely starts with 86', phone, '8613800', '8613800'],
    ['positiveInteger strips every non-digit', positiveInteger, '-12.5', '125'],
    ['positiveInteger drops leading zeros', positiveInteger, '007', '7'],
    ['positiveInteger: zero is not positive', positiveInteger, '000', ''],
  ] as const)('%s: %s → %s', (_name, filter, input, output) => {
    expect(filter(input)).toBe(output);
  });

  it('pasted text is filtered by the same function as typed text', () => {
    const typed = [...'138 0013 8000'].reduce((value, key) => phone(value + key), '');
    expect(typed).toBe(phone('138 0013 8000'));
  });

  it.each(Object.entries(INPUT_FILTERS))('%s is idempotent and tolerates null', (_name, filter) => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => filter(filter(s)) === filter(s)));
    expect(filter(null as unknown as string)).toBe('');
  });

  it('phone and positiveInteger never keep a non-digit', () => {
    fc.assert(fc.property(fc.string(), (s) => /^\d{0,11}$/.test(phone(s)) && /^([1-9]\d*)?$/.test(positiveInteger(s))));
  });
});

describe('spec §5 department path and Chinese numerals', () => {
  it.each([
    ['a/b/c/d', 'a/d'],
    ['a/b/c', 'a/c'],
    ['a/b', 'a/b'],
    ['a', 'a'],
    ['/总部/华东/上海/', '总部/上海'],
    ['', ''],
    [null, ''],
  ])('shortenDeptPath(%j) → %j', (path, short) => {
    expect(shortenDeptPath(path)).toBe(short);
  });

  it('lastDeptSegment gives the top bar its department', () => {
    expect(lastDeptSegment('总部/华东/上海')).toBe('上海');
    expect(lastDeptSegment(undefined)).toBe('');
  });

  it.each([
    [1, '一'], [2, '二'], [9, '九'], [10, '十'], [11, '十一'], [19, '十九'], [20, '二十'], [21, '二十一'],
    [100, '一百'], [101, '一百零一'], [110, '一百一十'], [999, '九百九十九'], [1001, '一千零一'], [1010, '一千零一十'],
    [10_000, '一万'], [10_010, '一万零一十'], [100_000, '十万'], [100_001, '十万零一'], [1_000_000, '一百万'],
    [10_010_000, '一千零一万'], [100_000_000, '一亿'], [100_000_001, '一亿零一'], [100_010_000, '一亿零一万'],
    [1_000_000_000_000, '一万亿'], ['12', '十二'],
  ])('chineseNumeral(%j) → %s', (n, text) => {
    expect(chineseNumeral(n)).toBe(text);
  });

  it.each([0, '', '  ', null, undefined, -3, 1.5, 'abc', Number.NaN, 2 ** 53])('chineseNumeral(%j) → null', (n) => {
    expect(chineseNumeral(n)).toBeNull();
  });
});

describe('spec §5 and §8 import limits', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `r${i}` }));

  it.each([
    ['500 rows pass', rows(500), { ok: true, rows: 500 }],
    ['501 rows → 603', rows(501), { ok: false, code: 603, message: '导入最多允许500行' }],
    ['no rows → 604', [], { ok: false, code: 604, message: '导入文件为空' }],
    ['a missing sheet → 604', null, { ok: false, code: 604, message: '导入文件为空' }],
    ['blank rows are not rows', [['', null], { a: ' ' }, undefined, ['x']], { ok: true, rows: 1 }],
    ['500 rows plus blank ones pass', [...rows(500), [], {}], { ok: true, rows: 500 }],
  ])('%s', (_name, input, result) => {
    expect(checkImport(input)).toEqual(result);
  });

  it('speaks English too', () => {
    expect(checkImport([], 'en')).toEqual({ ok: false, code: 604, message: 'import file empty' });
  });
});

describe('spec §2 and §5 identity filter', () => {
  const group = (groupId: number, orgCategory: Group['orgCategory'], roleNames: string, deptFullName: string) =>
    ({ groupId, orgCategory, roleNames, deptFullName }) as Group;
  const groups = [
    group(1, 1, '超级管理员', '平台/总部'),
    group(2, 2, '品牌管理员', '可口可乐/华东/上海/浦东'),
    group(3, 3, '运维,补货员', '速达运营/杭州'),
    group(4, 4, '厂长', '工厂/一车间'),
    group(5, 5, 'Buyer', '鲜果供应/仓储部/冷库'),
  ];
  const ids = (list: Group[]) => list.map((g) => g.groupId);

  it('hides categories 1 and 4 from the switch list', () => {
    expect(ids(switchableIdentities(groups))).toEqual([2, 3, 5]);
  });

  it.each([
    ['', [2, 3, 5]],
    ['   ', [2, 3, 5]],
    ['补货', [3]],
    [' 补货员 ', [3]],
    ['可口可乐/浦东', [2]],
    ['华东', []],
    ['运营商', [3]],
    ['供应商', [5]],
    ['平台', []],
    ['厂长', []],
    ['buyer', [5]],
  ])('zh-CN %j → %j', (text, expected) => {
    expect(ids(filterIdentities(groups, text, 'zh-CN'))).toEqual(expected);
  });

  it('matches the organisation type name in the locale asked for', () => {
    expect(ids(filterIdentities(groups, 'operator', 'en'))).toEqual([3]);
    expect(ids(filterIdentities(groups, 'operator'))).toEqual([]);
  });
});
