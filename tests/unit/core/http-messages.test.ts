import { describe, expect, it } from 'vitest';
import { MERCHANT_RISK_SHORT_TEXTS } from '../../../src/core/contract/index.ts';
import { cleanQueryParams, messageForCode, serializeQuery } from '../../../src/core/http/index.ts';
import type { Lang, QueryParams } from '../../../src/core/http/index.ts';

const [PHONE_REQUIRED, AT_RISK] = MERCHANT_RISK_SHORT_TEXTS;

describe('spec §8 message mapping: messageForCode', () => {
  it.each<[string, number, { serverMessage?: string; fallback?: string; locale?: Lang }, string]>([
    ['a catalogued code gives its text', 8402, {}, '用户名和密码不匹配'],
    ['a catalogued code ignores the server message', 8403, { serverMessage: 'raw' }, '账号未激活'],
    ['a catalogued code ignores the fallback', 400, { fallback: 'mine' }, '请检查输入参数'],
    ['a catalogued code in English', 3502, { locale: 'en' }, 'device offline'],
    ['a code mapped to 操作失败 shows the server message', 500, { serverMessage: '库存不足' }, '库存不足'],
    ['a code mapped to 操作失败 without a server message', 500, {}, '操作失败'],
    ['a blank server message counts as none', 500, { serverMessage: '   ' }, '操作失败'],
    ['操作失败 in English', 500, { locale: 'en' }, 'Operation failed'],
    ['9701 gives the fallback', 9701, { fallback: '保存失败', serverMessage: 'raw' }, '保存失败'],
    ['9701 without fallback gives 操作失败, not the server message', 9701, { serverMessage: 'raw' }, '操作失败'],
    ['9701 in English', 9701, { locale: 'en' }, 'Operation failed'],
    ['an unknown code gives the fallback', 123456, { fallback: '导入失败', serverMessage: 'raw' }, '导入失败'],
    ['an unknown code without fallback', 123456, { serverMessage: 'raw' }, '网路错误，请点击重试'],
    ['an unknown code in English', 123456, { locale: 'en' }, 'Network error, please click to retry'],
    ['9704 shows the server message', 9704, { serverMessage: '营业执照已过期' }, '营业执照已过期'],
    ['9704 shortens the phone-mandatory message', 9704, { serverMessage: PHONE_REQUIRED.match }, '手机号为必填项'],
    ['9704 shortens the risk message', 9704, { serverMessage: AT_RISK.match }, AT_RISK.short.zh],
    ['9704 shortens it inside a longer message', 9704, { serverMessage: `[x] ${PHONE_REQUIRED.match}` }, '手机号为必填项'],
    ['9704 short text in English', 9704, { serverMessage: PHONE_REQUIRED.match, locale: 'en' }, 'Phone number is mandatory'],
    ['9704 without a server message', 9704, {}, '操作失败'],
  ])('%s', (_name, code, options, expected) => {
    expect(messageForCode(code, options)).toBe(expected);
  });

  it('defaults to zh-CN', () => {
    expect(messageForCode(403)).toBe('没有权限');
  });
});

describe('spec §5 query string rules', () => {
  it.each<[string, QueryParams, Array<[string, string]>]>([
    ['strings are trimmed', { name: '  可乐 ' }, [['name', '可乐']]],
    ['empty strings are dropped', { name: '' }, []],
    ['blank strings are dropped', { name: '   ' }, []],
    ['null is dropped', { name: null }, []],
    ['undefined is dropped', { name: undefined }, []],
    ['arrays are joined with commas', { ids: [1, 2, 3] }, [['ids', '1,2,3']]],
    ['array items are trimmed and blanks dropped', { codes: [' a ', '', 'b'] }, [['codes', 'a,b']]],
    ['an empty array is dropped', { ids: [] }, []],
    ['zero is kept', { page: 0 }, [['page', '0']]],
    ['false is kept', { flag: false }, [['flag', 'false']]],
    ['order is kept', { b: 2, a: 1 }, [['b', '2'], ['a', '1']]],
  ])('%s', (_name, params, expected) => {
    expect(cleanQueryParams(params)).toEqual(expected);
  });

  it('serialises what is left, encoded, without a leading ?', () => {
    expect(serializeQuery({ q: ' a b ', ids: ['1', '2'], skip: null })).toBe('q=a%20b&ids=1%2C2');
    expect(serializeQuery(undefined)).toBe('');
  });
});
