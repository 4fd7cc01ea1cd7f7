// The schema builders the contract uses, imported one by one: `Type.*` would pull all of TypeBox (20 KB gzip) into
// every element bundle, these few are about 4 KB. Shared pieces (ids, phones, paging, money, times) are built from
// src/core/rules, so the server's checks and the client's form rules come from the same limits.
import {
  Array as ArrayOf, Boolean as BooleanSchema, Integer, Literal, Null, Number as NumberSchema, Object as ObjectOf, Optional, Record as RecordOf,
  String as StringSchema, Union, Unknown, Unsafe,
} from 'typebox';
import type { Static, TObject, TProperties, TSchema } from 'typebox';
import { PAY_CHANNELS } from '../business.ts';
import type { PayChannel } from '../business.ts';
import { DEFAULT_PAGE_SIZE } from '../constants.ts';
import {
  EPOCH_MS_MAX, ID_MAX, KEYWORD_MAX_LENGTH, LIMIT_MAX, PAGE_MAX, PHONE_PATTERN, SMS_CODE_PATTERN,
} from '../../rules/limits.ts';

export type { Static, TObject, TProperties, TSchema };

/** The builders, under the names TypeBox gives them (`T.Object`, `T.String`, ...). */
export const T = {
  Array: ArrayOf,
  Boolean: BooleanSchema,
  Integer,
  Literal,
  Null,
  Number: NumberSchema,
  Object: ObjectOf,
  Optional,
  Record: RecordOf,
  String: StringSchema,
  Union,
  Unknown,
  Unsafe,
};

export const Nullable = <S extends TSchema>(schema: S) => Union([schema, Null()]);

/** An integer out of a fixed list; query strings convert to it like any integer. */
export const IntEnum = <V extends number>(values: readonly V[], description: string) =>
  Unsafe<V>({ type: 'integer', enum: [...values], description });
export const TextEnum = <V extends string>(values: readonly V[], description: string) =>
  Unsafe<V>({ type: 'string', enum: [...values], description });

export const Id = (description: string) => Integer({ minimum: 1, maximum: ID_MAX, description });
export const Phone = (description: string) => StringSchema({ pattern: PHONE_PATTERN, description });
export const SmsCode = (description: string) => StringSchema({ pattern: SMS_CODE_PATTERN, description });
/** Epoch milliseconds as an input, within what a Date can hold. */
export const EpochMs = (description: string) => Integer({ minimum: 0, maximum: EPOCH_MS_MAX, description });
/** Epoch milliseconds as an output. */
export const Time = (description: string) => Integer({ description: `${description}, epoch ms` });
export const Cents = (description: string) => Integer({ minimum: 0, description: `${description}, integer cents` });
export const Keyword = (description: string) =>
  StringSchema({ maxLength: KEYWORD_MAX_LENGTH, description: `${description}; contains, case-insensitive` });
export const Channel = (description = 'payment channel') => TextEnum<PayChannel>(PAY_CHANNELS, `${description}: wechat or alipay`);

/** Paged query (spec §3): `page` (1-based) and `limit`. */
export const PageQuery = ObjectOf({
  page: Optional(Integer({ minimum: 1, maximum: PAGE_MAX, default: 1, description: '1-based page number' })),
  limit: Optional(
    Integer({ minimum: 1, maximum: LIMIT_MAX, default: DEFAULT_PAGE_SIZE, description: 'rows per page (the shop list asks for 99999)' }),
  ),
});

/** A paged query with the list's own filters beside page and limit. */
export const PagedQuery = <P extends TProperties>(filters: P) => ObjectOf({ ...PageQuery.properties, ...filters });

/** Paged data (spec §3): `{rows, total}`. */
export const Paged = <R extends TSchema>(row: R) => ObjectOf({ rows: ArrayOf(row), total: Integer({ minimum: 0 }) });

/** Strict bodies: unknown fields are refused with 400 naming them. */
export const Body = <P extends TProperties>(properties: P, description: string) =>
  ObjectOf(properties, { additionalProperties: false, description });

/** Optional [startTime, endTime] filter on creation time. */
export const TimeRange = {
  startTime: Optional(EpochMs('created at or after, epoch ms')),
  endTime: Optional(EpochMs('created at or before, epoch ms')),
};

/** The department of a row, named (the caller sees its own subtree only). */
export const DeptFields = { deptId: Integer(), deptName: StringSchema() };
