import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

const INTEGER = /^-?(?:0|[1-9]\d*)$/;
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

interface FlatSchema {
  properties?: Record<string, { type?: string }>;
  required?: string[];
}

/**
 * Query strings, path parameters and headers arrive as text: canonical decimal numbers and true/false become
 * numbers and booleans; anything else stays text and fails the check ('1.5' or '0x10' is no integer id).
 * An empty value of an optional parameter counts as absent (spec §5 drops empty query values).
 */
function convertText(schema: FlatSchema, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !schema.properties) return value;
  const required = new Set(schema.required ?? []);
  const converted: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value)) {
    const type = schema.properties[key]?.type;
    if (typeof raw !== 'string' || type === undefined) {
      converted[key] = raw;
    } else if (raw === '' && !required.has(key)) {
      continue;
    } else if (type === 'integer' && INTEGER.test(raw)) {
      converted[key] = Number(raw);
    } else if (type === 'number' && NUMBER.test(raw)) {
      converted[key] = Number(raw);
    } else if (type === 'boolean' && (raw === 'true' || raw === 'false')) {
      converted[key] = raw === 'true';
    } else {
      converted[key] = raw;
    }
  }
  return converted;
}

/** The JSON-pointer path of the first string holding a NUL character: PostgreSQL text cannot store one. */
function nulCharacterAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : null;
  // Deeper than any schema of ours goes: the schema check names that problem instead.
  if (typeof value !== 'object' || value === null || depth > 16) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterAt(item, `${path}/${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Compiled checks by schema text: a schema compiles to the same check in every app of a process (the tests start
 * hundreds), so each is compiled once.
 */
const compiled = new Map<string, ReturnType<typeof Compile>>();

function compileOnce(schema: TSchema): ReturnType<typeof Compile> {
  const key = JSON.stringify(schema);
  let validator = compiled.get(key);
  if (!validator) {
    validator = Compile(schema);
    compiled.set(key, validator);
  }
  return validator;
}

/** TypeBox checks every input; bodies exactly as sent (JSON has types), the other parts after `convertText`. */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const validator = compileOnce(schema);
  return (value: unknown) => {
    const nul = nulCharacterAt(value);
    if (nul !== null) {
      const error = { instancePath: nul, schemaPath: '', keyword: 'nul', params: {}, message: 'must not contain the NUL character' };
      return { error: [error] as unknown as FastifySchemaValidationError[] };
    }
    const input = httpPart === 'body' ? value : convertText(schema as FlatSchema, value);
    if (validator.Check(input)) return { value: input };
    return { error: validator.Errors(input) as unknown as FastifySchemaValidationError[] };
  };
};
