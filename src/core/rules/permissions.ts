import { ALL_PERMISSION } from '../contract/roles.ts';
import { Messages } from '../contract/messages.ts';

/**
 * Button permission check (spec §5, §6): '*:*:*' sees everything, otherwise one of `required` must be held.
 * A marker without a non-empty list of codes is a programming error, so it throws rather than hiding the element.
 */
export function hasPermission(viewCodes: readonly string[], required: readonly string[]): boolean {
  if (!Array.isArray(required) || required.length === 0) {
    throw new Error(Messages.permissionTagMissing.zh);
  }
  if (viewCodes.includes(ALL_PERMISSION)) return true;
  return required.some((code) => viewCodes.includes(code));
}

/** True when `code` is held directly or through '*:*:*' (spec §6). */
export function holdsViewCode(viewCodes: readonly string[], code: string): boolean {
  return hasPermission(viewCodes, [code]);
}
