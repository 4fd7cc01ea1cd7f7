import { Type, type TSchema } from 'typebox';
import type { MenuEntry, TreeNode } from '../src/core/contract/index.ts';
import { CONVENIENCE_SHOP_LIMIT } from '../src/core/contract/index.ts';

/** Schemas shared by the routes: inputs (strict bodies, lenient query strings) and the envelope around outputs. */

export const MAX_ID = 2_147_483_647;
/** Mainland mobile numbers and shorter test numbers: digits only, at most 11 (spec §5). */
export const PHONE_PATTERN = '^[0-9]{6,11}$';

export const Id = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_ID, description });
export const Phone = (description: string) => Type.String({ pattern: PHONE_PATTERN, description });
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

export const LoginResult = Type.Object({
  token: Type.String({ description: 'opaque bearer token' }),
  expire: Type.Integer({ description: 'expiry, epoch ms' }),
});

/** Recursive shapes are shared schemas, referenced by $ref (and listed under components in the OpenAPI). */
export const SHARED_SCHEMAS = [
  {
    $id: 'TreeNode',
    type: 'object',
    description: 'A node of a tree (spec §3)',
    required: ['id', 'parentId', 'name'],
    properties: {
      id: { type: 'integer' },
      parentId: { type: 'integer', description: '0 at the root' },
      name: { type: 'string' },
      children: { type: 'array', items: { $ref: 'TreeNode#' } },
    },
  },
  {
    $id: 'MenuEntry',
    type: 'object',
    description: 'A menu entry (spec §3); meta is JSON text',
    required: ['id', 'parentId', 'title', 'route', 'component', 'type', 'icon', 'sort', 'meta'],
    properties: {
      id: { type: 'integer' },
      parentId: { type: 'integer' },
      title: { type: 'string' },
      route: { type: 'string' },
      component: { type: 'string', description: "'Layout' for the shell, otherwise a screen name" },
      type: { type: 'integer', description: '1 directory, 2 page, 3 secondary menu (convenience stores)' },
      icon: { type: 'string' },
      sort: { type: 'integer' },
      meta: {
        type: 'string',
        description: 'JSON: baseUrl, hideMenu, hideLayout, showMenuIds, showMenuOrigIds, breadcrumb [{title, path}], noCache, titleEn',
      },
      children: { type: 'array', items: { $ref: 'MenuEntry#' } },
    },
  },
] as const;

export const TreeNodes = Type.Unsafe<TreeNode[]>({ type: 'array', items: { $ref: 'TreeNode#' } });
export const MenuEntries = Type.Unsafe<MenuEntry[]>({ type: 'array', items: { $ref: 'MenuEntry#' } });
