// Form rules from a contract body schema: what the announcement dialog checks is what the server's schema accepts.
import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TITLE_MAX_LENGTH, ProclamationAddBody } from '../../../src/core/contract/api/announcements.ts';
import { Body, T } from '../../../src/core/contract/api/schema.ts';
import { fieldRules } from '../../../src/core/rules/formRules.ts';

const messages = { required: 'missing', tooLong: (max: number) => `at most ${max}` };

describe('fieldRules', () => {
  it('makes a required text field not blank and caps it at the schema maxLength', () => {
    expect(fieldRules(ProclamationAddBody, 'title', messages)).toEqual([
      { required: true, whitespace: true, message: 'missing' },
      { max: ANNOUNCEMENT_TITLE_MAX_LENGTH, message: `at most ${ANNOUNCEMENT_TITLE_MAX_LENGTH}` },
    ]);
  });

  it('gives an optional field without limits no rules, and no length rule without its message', () => {
    const body = Body({ note: T.Optional(T.String()), name: T.String({ maxLength: 8 }) }, 'test');
    expect(fieldRules(body, 'note', messages)).toEqual([]);
    expect(fieldRules(body, 'name', { required: 'missing' })).toEqual([{ required: true, whitespace: true, message: 'missing' }]);
  });

  it('refuses a field the body does not have', () => {
    expect(() => fieldRules(ProclamationAddBody, 'nope', messages)).toThrow(/no field nope/);
  });
});
