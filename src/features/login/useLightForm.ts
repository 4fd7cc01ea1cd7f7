import { useRef, useState } from 'react';

/**
 * The login's own form layer (issue 15: the login costs only the login): a phone, a password or a code, checked on
 * blur and on submit with the same rules and messages the fields had under Semi's Form (required, exact length),
 * without Semi's Form stack (its field library, drag-and-drop and validation dependencies, date pickers).
 */
export interface Rule {
  required?: boolean;
  /** Exact length (as async-validator's `len` for strings). */
  len?: number;
  message: string;
}

export interface FieldSpec {
  rules: Rule[];
  /** Applied to every change, typed or pasted (the §5 filters). */
  convert?: (value: string) => string;
}

/** The first rule a value breaks, as Semi's Form showed it; undefined when it keeps them all. */
export function firstError(value: string, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    if (rule.required && value === '') return rule.message;
    if (rule.len !== undefined && value !== '' && value.length !== rule.len) return rule.message;
  }
  return undefined;
}

export function useLightForm<F extends string>(specs: Record<F, FieldSpec>, initial: Record<F, string>, onChange?: (values: Record<F, string>) => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  // The latest values for the handlers, whatever render they were made in.
  const current = useRef(values);
  current.current = values;

  const set = (field: F, raw: string) => {
    const value = specs[field].convert ? specs[field].convert(raw) : raw;
    const next = { ...current.current, [field]: value };
    current.current = next;
    setValues(next);
    onChange?.(next);
    // A field showing a message is checked again as it changes, so the message goes once it is right.
    setErrors((shown) => (shown[field] === undefined ? shown : { ...shown, [field]: firstError(value, specs[field].rules) }));
  };

  const blur = (field: F) => setErrors((shown) => ({ ...shown, [field]: firstError(current.current[field], specs[field].rules) }));

  /** Checks `fields` (all by default) and shows their messages; the values when every one holds, else null. */
  const validate = (fields: readonly F[] = Object.keys(specs) as F[]): Record<F, string> | null => {
    const found: Partial<Record<F, string>> = {};
    for (const field of fields) found[field] = firstError(current.current[field], specs[field].rules);
    setErrors((shown) => ({ ...shown, ...found }));
    return fields.every((field) => found[field] === undefined) ? current.current : null;
  };

  return { values, errors, set, blur, validate };
}
