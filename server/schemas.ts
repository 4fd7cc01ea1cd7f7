import { Type, type TSchema } from 'typebox';
import { DivisionSchema, TreeNodeSchema } from '../src/core/contract/api/reference.ts';
import { MenuEntrySchema } from '../src/core/contract/api/staff.ts';
import { CONVENIENCE_SHOP_LIMIT } from '../src/core/contract/index.ts';

/** Schemas shared by the routes: inputs (strict bodies, lenient query strings) and the envelope around outputs. */

export const MAX_ID = 2_147_483_647;

export const Id = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_ID, description });
/** Epoch milliseconds, within what a Date can hold. */
export const EpochMs = (description: string) => Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000, description });

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: '1-based page number' })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: CONVENIENCE_SHOP_LIMIT, default: 10, description: 'rows per page (the shop list asks for 99999)' }),
  ),
});

/** Headers every client sends (spec §7); accepted, not required. */
export const ClientHeaders = Type.Object({
  country: Type.Optional(Type.String({ maxLength: 16, description: 'country code, default CN' })),
  client: Type.Optional(Type.String({ maxLength: 32, description: 'client kind, e.g. web' })),
});

/** Strict bodies: unknown fields are refused with 400 naming them. */
export function Body<T extends Parameters<typeof Type.Object>[0]>(properties: T, description: string) {
  return Type.Object(properties, { additionalProperties: false, description });
}

export const ErrorEnvelope = Type.Object(
  { status: Type.Integer(), msg: Type.String(), data: Type.Null() },
  { description: 'A refusal: status is an error code, msg its text (for 400 it names the field)' },
);

/** `{status, msg, data}`; data is null when status is not 200. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Integer({ description: '200, or an error code' }), msg: Type.String(), data: Type.Union([data, Type.Null()]) });
}

/** Response schemas of a route: the envelope of `data` on 200, the error envelope on 4xx and 5xx. */
export function responses<T extends TSchema>(data: T) {
  return { 200: Envelope(data), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}

export const Paged = <T extends TSchema>(row: T) =>
  Type.Object({ rows: Type.Array(row), total: Type.Integer({ minimum: 0 }) });

/** Recursive shapes are shared schemas, referenced by $ref (and listed under components in the OpenAPI). */
export const SHARED_SCHEMAS = [TreeNodeSchema, DivisionSchema, MenuEntrySchema] as const;
