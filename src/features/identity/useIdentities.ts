import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDENTITY_FILTER_THRESHOLD } from '../../core/contract/index.ts';
import type { Group } from '../../core/contract/api/staff.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { filterIdentities, switchableIdentities } from '../../core/validate/index.ts';
import { useSessionState } from '../../ui/session/index.ts';

/** Why a group cannot be chosen (spec §2): it is the one in use, or it is disabled (status 0). */
export type Unavailable = 'current' | 'disabled' | null;

export function unavailableReason(group: Group, currentGroupId: number | null): Unavailable {
  if (group.groupId === currentGroupId) return 'current';
  return group.status === 0 ? 'disabled' : null;
}

export interface Identities {
  /** The switchable identities (categories 1 and 4 hidden), narrowed by the filter text. */
  rows: Group[];
  /** The filter box shows only above IDENTITY_FILTER_THRESHOLD switchable identities (spec §4, §9). */
  showFilter: boolean;
  filter: string;
  setFilter(text: string): void;
  currentGroupId: number | null;
  /** The session is still loading the groups. */
  loading: boolean;
}

/** The identities of the shared session as the dialog and the dropdown list show them. */
export function useIdentities(): Identities {
  const { groups, currentGroupId, status } = useSessionState();
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [filter, setFilter] = useState('');
  const switchable = useMemo(() => switchableIdentities(groups), [groups]);
  const showFilter = switchable.length > IDENTITY_FILTER_THRESHOLD;
  const rows = useMemo(
    () => (showFilter ? filterIdentities(groups, filter, locale) : switchable),
    [showFilter, groups, filter, locale, switchable],
  );
  return { rows, showFilter, filter, setFilter, currentGroupId, loading: status === 'loading' && groups.length === 0 };
}
