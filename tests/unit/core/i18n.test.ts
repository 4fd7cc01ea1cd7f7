import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import {
  SHELL_TEXTS, bundleFor, categoryWording, createI18n, langOf, orgCategoryTag, textOf, toLocale,
} from '../../../src/core/i18n/index.ts';
import { CODE_MESSAGES, Messages } from '../../../src/core/contract/index.ts';

/** A key outside the typed bundle (host additions, keys built from the contract's tables). */
const anyKey = (instance: { t: unknown }, key: string): string => (instance.t as (key: string) => string)(key);

describe('spec §1 i18n instances', () => {
  it('creates a ready, separate instance per element without touching the global', () => {
    const zh = createI18n();
    const en = createI18n({ locale: 'en' });
    expect(zh).not.toBe(i18next);
    expect(zh.isInitialized).toBe(true);
    expect(zh.language).toBe('zh-CN');
    expect(en.language).toBe('en');
    expect(zh.t('messages.retryQueued')).toBe('添加到任务缓存区');
    expect(en.t('messages.retryQueued')).toBe('Added to the task cache');
    expect(i18next.isInitialized).toBeFalsy();
  });

  it('takes every contract message and code text from the contract', () => {
    const zh = createI18n();
    for (const [key, text] of Object.entries(Messages)) expect(anyKey(zh, `messages.${key}`)).toBe(text.zh);
    for (const [code, text] of Object.entries(CODE_MESSAGES)) expect(zh.t(`codes.${code}`)).toBe(text.zh);
    expect(zh.t('codes.generic')).toBe('操作失败');
    expect(zh.t('codes.unknown')).toBe('网路错误，请点击重试');
  });

  it.each([
    ['login', '登录', 'Log in'], ['password', '密码', 'Password'], ['smsCode', '短信验证码', 'SMS code'],
    ['sendCode', '获取验证码', 'Send code'], ['dashboard', '首页', 'Home'], ['back', '后退', 'Back'],
    ['home', '首页', 'Home'], ['refresh', '刷新', 'Refresh'], ['addTab', '新增标签', 'New tab'], ['close', '关闭', 'Close'],
    ['notFound', '页面不存在', 'Page not found'], ['unauthorized', '未授权', 'Unauthorised'], ['forbidden', '无权限', 'Forbidden'],
    ['screenNotAvailable', '页面暂不可用', 'Screen not available'],
  ] as const)('shell.%s is %s / %s', (key, zh, en) => {
    expect(createI18n().t(`shell.${key}`)).toBe(zh);
    expect(createI18n({ locale: 'en' }).t(`shell.${key}`)).toBe(en);
  });

  it('interpolates the SMS countdown and the top bar scope', () => {
    expect(createI18n().t('shell.countdown', { s: 59 })).toBe('59s后重新获取');
    expect(createI18n({ locale: 'en' }).t('shell.countdown', { s: 9 })).toBe('Resend in 9s');
    expect(createI18n().t('shell.currentScope', { scope: '层级', env: '测试环境-', dept: '杭州' })).toBe('当前层级：测试环境-杭州');
  });

  it('deep-merges host resources over the built-in bundle and falls back to zh-CN', () => {
    const en = createI18n({ locale: 'en', resources: { en: { shell: { login: 'Sign in' }, extra: 'More' } } });
    expect(en.t('shell.login')).toBe('Sign in');
    expect(en.t('shell.password')).toBe('Password');
    expect(anyKey(en, 'extra')).toBe('More');
    const zh = createI18n({ resources: { 'zh-CN': { only: '仅中文' } } });
    expect(anyKey(createI18n({ locale: 'en', resources: { 'zh-CN': { only: '仅中文' } } }), 'only')).toBe('仅中文');
    expect(anyKey(zh, 'only')).toBe('仅中文');
  });

  it('has an English text for every shell word and the same keys in both bundles', () => {
    for (const text of Object.values(SHELL_TEXTS)) expect(text.en).not.toBe('');
    const keys = (tree: object): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((s) => `${k}.${s}`) : [k]));
    expect(keys(bundleFor('en'))).toEqual(keys(bundleFor('zh-CN')));
  });

  it.each([
    ['en', 'en'], ['en-US', 'en'], ['EN', 'en'], ['zh-CN', 'zh-CN'], ['zh', 'zh-CN'], ['english', 'zh-CN'], [null, 'zh-CN'], [undefined, 'zh-CN'],
  ] as const)('locale attribute %j → %s', (value, locale) => {
    expect(toLocale(value)).toBe(locale);
  });

  it('maps locales to contract text keys', () => {
    expect(langOf('en')).toBe('en');
    expect(langOf()).toBe('zh');
    expect(textOf(Messages.confirm)).toBe('确定');
    expect(textOf(Messages.confirm, 'en')).toBe('OK');
  });
});

describe('spec §1 organisation category tags', () => {
  it.each([
    [1, '平台方', 'Platform', 'violet'], [2, '品牌商', 'Brand owner', 'blue'], [3, '运营商', 'Operator', 'orange'],
    [4, '生产商', 'Producer', 'green'], [5, '供应商', 'Supplier', 'cyan'],
  ])('category %i is %s / %s (%s)', (category, zh, en, color) => {
    expect(orgCategoryTag(category)).toEqual({ name: zh, color });
    expect(orgCategoryTag(category, 'en')).toEqual({ name: en, color });
    expect(createI18n().t(`orgCategory.${category}`)).toBe(zh);
  });

  it.each([0, 6, null, undefined])('category %j has no tag', (category) => {
    expect(orgCategoryTag(category)).toBeNull();
  });
});

describe('spec §1 wording by organisation category', () => {
  type Wording = ReturnType<typeof categoryWording>;
  const operatorWords: [Wording, Wording] = [
    { scope: '层级', department: '层级', operator: '层级' }, { scope: 'Level', department: 'Level', operator: 'Level' },
  ];
  const otherWords: [Wording, Wording] = [
    { scope: '组织', department: '部门', operator: '运营商' },
    { scope: 'Organisation', department: 'Department', operator: 'Operator' },
  ];
  it.each<[number | null, Wording, Wording]>([
    [3, ...operatorWords], [1, ...otherWords], [2, ...otherWords], [4, ...otherWords], [5, ...otherWords], [null, ...otherWords],
  ])('category %j', (category, zh, en) => {
    expect(categoryWording(category)).toEqual(zh);
    expect(categoryWording(category, 'en')).toEqual(en);
  });

  it('the words are in the bundles too', () => {
    expect(createI18n().t('wording.level')).toBe('层级');
    expect(createI18n({ locale: 'en' }).t('wording.organisation')).toBe('Organisation');
  });
});
