// Dictionary concepts (spec §3) as select options and labels, with the display overrides of spec §4 ("Other":
// 商户待处理 shows as 挂起中, 客服待处理 as 系统处理中) applied in this one place, so every screen shows them alike.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { conceptEntries } from '../../core/contract/api/reference.ts';
import type { Concept } from '../../core/contract/api/reference.ts';
import { conceptDisplay } from '../../core/contract/index.ts';
import { toLocale } from '../../core/i18n/index.ts';
import { callApi } from '../../core/http/index.ts';
import { useEagerQuery } from '../data/index.ts';
import { useHttp, useSessionState } from '../session/index.ts';

export interface ConceptOption {
  /** The concept's code (numbers for numeric codes, as the server sends them). */
  value: Concept['code'];
  /** What the user reads: the concept's label after displayOptionLabel. */
  label: string;
}

/**
 * A concept entry's display text: its `lable` (or `name`), through the spec §4 overrides; in English the dictionary's
 * English text of the code (a code the built-in dictionaries do not know keeps the server's label).
 */
export function conceptLabel(concept: Pick<Concept, 'code' | 'name' | 'lable'>, conceptKey?: string, english = false): string {
  return conceptDisplay(concept, conceptKey, english);
}

export interface ConceptOptions {
  options: readonly ConceptOption[];
  /** The display label of a code; undefined when the concept has no such code (or is still loading). */
  labelOf(value: unknown): string | undefined;
  loading: boolean;
}

/** The entries of one concept key (e.g. 'complaintStatus'); dictionaries are platform-wide, so fetched once. */
export function useConceptOptions(conceptKey: string): ConceptOptions {
  const http = useHttp();
  const { status } = useSessionState();
  const english = toLocale(useTranslation().i18n.language) === 'en';
  const query = useEagerQuery({
    queryKey: ['concepts', conceptKey],
    queryFn: ({ signal }) => callApi(http, conceptEntries, { params: { key: conceptKey } }, { signal }),
    enabled: status === 'ready',
    staleTime: Infinity,
  });
  return useMemo(() => {
    const options = (query.data ?? []).map((concept) => ({ value: concept.code, label: conceptLabel(concept, conceptKey, english) }));
    const byCode = new Map(options.map((option) => [String(option.value), option.label]));
    return {
      options,
      labelOf: (value: unknown) => (value === null || value === undefined ? undefined : byCode.get(String(value))),
      loading: query.isPending && status === 'ready',
    };
  }, [query.data, query.isPending, status, conceptKey, english]);
}
