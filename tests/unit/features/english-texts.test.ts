// What the system writes reads in the session's language: dictionary values by code (one table shared with the
// server's seed), and one device in the singular through i18next's plurals.
import { describe, expect, it } from 'vitest';
import { CONCEPT_TEXTS, conceptDisplay, conceptText } from '../../../src/core/contract/index.ts';
import { createI18n } from '../../../src/core/i18n/index.ts';
import { CONCEPTS } from '../../../server/modules/reference/seed-data.ts';
import { deviceWords } from '../../../src/features/devices/words.ts';

const CJK = /[\u3400-\u9fff]/;

describe('dictionary values in both languages', () => {
  it('every code of every concept has Chinese and English, and the seed stores the Chinese in display order', () => {
    for (const [key, codes] of Object.entries(CONCEPT_TEXTS)) {
      for (const [code, text] of Object.entries(codes)) {
        expect(text.zh, `${key}.${code}`).toMatch(CJK);
        expect(text.en.trim(), `${key}.${code}`).not.toBe('');
        expect(text.en, `${key}.${code}`).not.toMatch(CJK);
      }
      expect(CONCEPTS[key]).toEqual(Object.entries(codes).map(([code, text]) => [code, text.zh]));
    }
  });

  it.each([
    ['vmLifecycleState', 2, '运营中', 'In operation'],
    ['temperatureMode', 1, '冷藏', 'Chilled'],
    ['orderStatus', 2, '已支付', 'Paid'],
    ['payChannel', 'wechat', '微信支付', 'WeChat Pay'],
    ['merchantType', 2, '个体工商户', 'Sole proprietor'],
    ['feeType', 1, '按台按月', 'Per device per month'],
    ['orderFeedbackReason', 3, '非本人购买', 'Not bought by me'],
  ] as const)('%s %s: %s in Chinese, %s in English', (key, code, zh, en) => {
    expect(conceptText(key, code, 'zh')).toBe(zh);
    expect(conceptDisplay({ code, name: zh, lable: zh }, key, true)).toBe(en);
    expect(conceptDisplay({ code, name: zh, lable: zh }, key, false)).toBe(zh);
  });

  it('keeps spec §4\'s display overrides in Chinese and says what is shown in English', () => {
    expect(conceptDisplay({ code: 3, name: '客服待处理', lable: '客服待处理' }, 'complaintStatus', false)).toBe('系统处理中');
    expect(conceptDisplay({ code: 2, name: '商户待处理', lable: '商户待处理' }, 'complaintStatus', true)).toBe('On hold');
  });

  it('a code the built-in dictionaries do not know keeps the server\'s label', () => {
    expect(conceptDisplay({ code: 99, name: '新状态', lable: '新状态' }, 'orderStatus', true)).toBe('新状态');
  });
});

describe('one device in the singular', () => {
  const i18nOf = (locale: 'zh-CN' | 'en') => {
    const i18n = createI18n({ locale });
    for (const target of ['zh-CN', 'en'] as const) {
      const lang = target === 'en' ? 'en' : 'zh';
      i18n.addResourceBundle(target, deviceWords.namespace, Object.fromEntries(Object.entries(deviceWords.texts).map(([key, text]) => [key, text[lang]])));
    }
    return i18n.getFixedT(locale, deviceWords.namespace);
  };

  it('reads Vending machine for one, Vending machines for several, 售货机 in Chinese', () => {
    const en = i18nOf('en');
    expect(en('vendingMachines', { count: 1 })).toBe('Vending machine');
    expect(en('vendingMachines', { count: 3 })).toBe('Vending machines');
    expect(en('coolers', { count: 1 })).toBe('Cooler');
    expect(en('bulkTitle', { count: 1 })).toBe('Command 1 device');
    expect(en('bulkTitle', { count: 4 })).toBe('Command 4 devices');
    expect(i18nOf('zh-CN')('vendingMachines', { count: 1 })).toBe('售货机');
    expect(i18nOf('zh-CN')('bulkTitle', { count: 4 })).toBe('批量指令（4 台）');
  });
});
