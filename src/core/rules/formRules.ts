// Form rules from a body schema of the contract (issue 8: one place for the limits): what a dialog checks before it
// sends is what the server's schema accepts. Plain rule objects in the shape Semi's Form (async-validator) reads.
import type { TObject } from '../contract/api/schema.ts';

export interface FieldRule {
  required?: boolean;
  /** A required text of spaces only counts as missing. */
  whitespace?: boolean;
  /** The longest text. */
  max?: number;
  message: string;
}

export interface FieldRuleMessages {
  /** When a required field is missing or blank. */
  required: string;
  /** When the text is longer than the schema allows. */
  tooLong?(max: number): string;
}

/**
 * The rules of one property of `body`: required (blank counts as missing) when the schema requires it, and its
 * maxLength. Other constraints stay with the server, which names the field it refuses.
 */
export function fieldRules(body: TObject, field: string, messages: FieldRuleMessages): FieldRule[] {
  const schema = body.properties[field] as { maxLength?: unknown } | undefined;
  if (!schema) throw new Error(`the body has no field ${field}`);
  const rules: FieldRule[] = [];
  if (body.required?.includes(field)) rules.push({ required: true, whitespace: true, message: messages.required });
  if (typeof schema.maxLength === 'number' && messages.tooLong) rules.push({ max: schema.maxLength, message: messages.tooLong(schema.maxLength) });
  return rules;
}
