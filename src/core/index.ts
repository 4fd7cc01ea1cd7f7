// The framework-free core: the contract and the spec's rules. Library entry `backroom/core`.
export * from './contract/index.ts';
