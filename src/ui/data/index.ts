// Calls to the server through their contract descriptors (src/core/contract/api): typed inputs, typed answers,
// cached per identity with react-query.
export { usePaged, pagedKey } from './usePaged.ts';
export type { PagedQuery, PagedQueryOptions } from './usePaged.ts';
export { useCall, useCallQuery, useCallMutation, callKey } from './useCall.ts';
export type { CallMutationOptions } from './useCall.ts';
export { fileUrl } from './fileUrl.ts';
export { useEagerQuery } from './useEagerQuery.ts';
