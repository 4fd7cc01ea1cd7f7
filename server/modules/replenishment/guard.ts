// The rule behind 40526 (spec §8: an unfinished replenishment blocks changing merchant): the devices area's call
// that moves a device to another merchant asks this first. Kept here, beside the packages it reads.
import { Code } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import type { Scope } from '../../db/scope.ts';
import { businessError } from '../../errors.ts';
import { hasUnfinished } from './detail.ts';

/** Throws 40526 存在未完成的补货单，无法更换商户 while a package of the device awaits approval. */
export async function refuseMerchantChange(orm: Orm, scope: Scope, deviceId: number): Promise<void> {
  if (await hasUnfinished(orm, scope, deviceId)) throw businessError(Code.UNFINISHED_REPLENISHMENT);
}
