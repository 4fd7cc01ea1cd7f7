// Client-side helpers of spec §5 (department paths, the Chinese-numeral helper, the identity filter). The input
// filters and the import check run on both sides and live in src/core/rules.
export * from './dept.ts';
export * from './numeral.ts';
export * from './identity.ts';
