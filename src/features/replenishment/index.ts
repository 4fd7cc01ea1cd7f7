// Replenishment (issue 4): packages (approve or reject with REPL_PACKAGE_APPROVE) and tally records. The screens are
// default exports of their own modules, loaded lazily by the shell's screen registry.
export { AuditDialog } from './AuditDialog.tsx';
export { AuditDecision, useAuditPackage } from './useAuditPackage.ts';
export { replenishmentWords } from './words.ts';
