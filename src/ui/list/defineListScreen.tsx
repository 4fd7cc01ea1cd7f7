// A list screen declared, not typed again: the feature gives its words and, from its `t`, the list's call, columns,
// filters and actions; the screen frame, the filter form, the table and the pager come from here.
import type { ComponentType } from 'react';
import type { PagedCall } from '../../core/contract/api/define.ts';
import { useWords } from '../i18n/words.ts';
import type { FeatureWords } from '../i18n/words.ts';
import type { FeatureNamespaces } from '../i18n/namespaces.ts';
import { useSessionState } from '../session/index.ts';
import type { SessionState } from '../../core/session/index.ts';
import { ScreenFrame } from '../table/ScreenFrame.tsx';
import type { ScreenProps } from '../screen/index.ts';
import { ListTable } from './ListTable.tsx';
import type { ListSpec } from './types.ts';

export function defineListScreen<const N extends keyof FeatureNamespaces & string, C extends PagedCall>(
  words: FeatureWords<N>,
  describe: (t: ReturnType<typeof useWords<N>>['t'], session: SessionState) => ListSpec<C>,
): ComponentType<ScreenProps> {
  return function ListScreen({ title }: ScreenProps) {
    const { t } = useWords(words);
    const session = useSessionState();
    const spec = describe(t, session);
    return (
      <ScreenFrame screen={spec.screen} title={title}>
        <ListTable spec={spec} />
      </ScreenFrame>
    );
  };
}
