// The application detail follows its department's merchant field settings (merchantFieldConfig, issue 13 item 8).
import { describe, expect, it } from 'vitest';
import { fieldShown } from '../../../src/features/merchants/fieldSettings.ts';

describe('merchant field settings on the application detail', () => {
  it.each([
    ['legalPersonPhone', [{ configField: 'legalPersonPhone', isShow: 0 as const }], false],
    ['legalPersonPhone', [{ configField: 'legalPersonPhone', isShow: 1 as const }], true],
    ['certificateNo', [{ configField: 'businessLicense', isShow: 0 as const }], false],
    ['certificateNo', [{ configField: 'contractNo', isShow: 0 as const }], true],
    ['legalPersonPhone', [], true],
    ['legalPersonPhone', undefined, true],
    ['merchantName', [{ configField: 'legalPersonPhone', isShow: 0 as const }], true],
  ])('%s with %j shown: %s', (row, settings, shown) => {
    expect(fieldShown(row, settings)).toBe(shown);
  });
});
