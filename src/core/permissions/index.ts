// Button permissions and the role and category rules of spec §5 and §6, as pure functions.
export { hasPermission, holdsViewCode } from './hasPermission.ts';
export {
  roleCodesOf,
  seesAbnormalOrderBadge,
  seesAuditBadge,
  isConvenienceRole,
  convenienceRoleOf,
  seesComplaintAndReplenishmentBadges,
  seesSummedComplaintCount,
  seesExportCache,
  needsBalanceWarning,
  seesHelpIcon,
  seesMessageIcon,
  isToldToUseNewerPlatform,
} from './roleRules.ts';
export type { ConvenienceRole } from './roleRules.ts';
export { maskPhone } from './phone.ts';
