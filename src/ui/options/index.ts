// Dictionary concepts as labels and select options, with spec §4's display overrides (商户待处理 → 挂起中,
// 客服待处理 → 系统处理中) applied wherever such a status appears.
export { ConceptLabel, ConceptSelect } from './ConceptLabel.tsx';
export type { ConceptLabelProps, ConceptSelectProps } from './ConceptLabel.tsx';
export { conceptLabel, useConceptOptions } from './useConceptOptions.ts';
export type { ConceptOption, ConceptOptions } from './useConceptOptions.ts';
export { TREE_CALLS, toTreeData, useTreeData } from './useTreeData.ts';
export type { TreeKind } from './useTreeData.ts';
export { LoadMoreSelect } from './LoadMoreSelect.tsx';
export { nextLoadMorePage } from './loadMore.ts';
export type { LoadMoreSelectProps } from './LoadMoreSelect.tsx';
