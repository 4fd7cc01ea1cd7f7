// Rules both sides run (DESIGN.md): input limits, the §5 input filters and import check, the §6 permission and role
// rules, phone masking. Framework-free; the server may import this folder and src/core/contract, nothing else.
export * from './limits.ts';
export * from './filters.ts';
export * from './import.ts';
export * from './mask.ts';
export * from './permissions.ts';
export * from './roles.ts';
export * from './commands.ts';
export * from './clock.ts';
