export * from './filters.ts';
export * from './dept.ts';
export * from './numeral.ts';
export * from './import.ts';
export * from './identity.ts';
