import { Type, type TSchema } from 'typebox';
import { PAY_CHANNELS, type PayChannel } from '../../src/core/contract/index.ts';
import { ClientHeaders, EpochMs } from '../schemas.ts';

/** Schema pieces of the business routes (devices, orders, complaints, replenishment, merchants, tasks, dashboard). */

/** An integer out of a fixed list; query strings convert to it like any integer. */
export const IntEnum = <T extends number>(values: readonly T[], description: string) =>
  Type.Unsafe<T>({ type: 'integer', enum: [...values], description });
export const TextEnum = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], description });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Keyword = (description: string) => Type.String({ maxLength: 64, description: `${description}; contains, case-insensitive` });
export const Cents = (description: string) => Type.Integer({ minimum: 0, description: `${description}, integer cents` });
export const Time = (description: string) => Type.Integer({ description: `${description}, epoch ms` });
export const Channel = (description = 'payment channel') => TextEnum<PayChannel>(PAY_CHANNELS, `${description}: wechat or alipay`);

/** Optional [startTime, endTime] filter on creation time. */
export const TimeRange = {
  startTime: Type.Optional(EpochMs('created at or after, epoch ms')),
  endTime: Type.Optional(EpochMs('created at or before, epoch ms')),
};

export const withAuth = (tag: string) => ({ tags: [tag], security: [{ bearerAuth: [] }], headers: ClientHeaders });

/** The department of a row, named (the caller sees its own subtree only). */
export const DeptFields = { deptId: Type.Integer(), deptName: Type.String() };
