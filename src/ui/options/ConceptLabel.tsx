import { Select } from '@douyinfe/semi-ui';
import type { SelectProps } from '@douyinfe/semi-ui/lib/es/select';
import { formatValue } from '../../core/format/index.ts';
import { useConceptOptions } from './useConceptOptions.ts';

export interface ConceptLabelProps {
  /** The concept key, e.g. 'complaintStatus'. */
  concept: string;
  value: unknown;
}

/** A code shown as its concept's label (spec §4 overrides applied); unknown or missing → —— (spec §9). */
export function ConceptLabel({ concept, value }: ConceptLabelProps) {
  const { labelOf } = useConceptOptions(concept);
  return <span className="backroom-concept-label">{formatValue(labelOf(value))}</span>;
}

export interface ConceptSelectProps extends Omit<SelectProps, 'optionList'> {
  concept: string;
}

/** A Semi Select over a concept's entries, labelled as ConceptLabel shows them. */
export function ConceptSelect({ concept, ...props }: ConceptSelectProps) {
  const { options, loading } = useConceptOptions(concept);
  return <Select loading={loading} {...props} optionList={options.map((option) => ({ ...option }))} />;
}
