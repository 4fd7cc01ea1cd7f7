// The sub-order counts by status (GET subOrder/count): of every shop of the scope, or of one. An exception handled
// leaves the 异常待处理 figure.
import { Card, Skeleton, Typography } from '@douyinfe/semi-ui';
import { subOrderCount } from '../../core/contract/api/convenience.ts';
import type { SubOrderCounts as Counts } from '../../core/contract/api/convenience.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { convenienceWords } from './words.ts';

const FIGURES = [
  ['total', 'countTotal'],
  ['awaiting', 'status1'],
  ['completed', 'status2'],
  ['cancelled', 'status3'],
  ['exception', 'status4'],
] as const satisfies ReadonlyArray<readonly [keyof Counts, string]>;

export function SubOrderCounts({ shopId }: { shopId?: number }) {
  const { t } = useWords(convenienceWords);
  const query = useCallQuery(subOrderCount, { query: shopId === undefined ? {} : { shopId } });
  return (
    <Card className="backroom-suborder-counts" title={t('subOrderCounts')}>
      <Skeleton loading={query.isPending} placeholder={<Skeleton.Paragraph rows={1} />} active>
        <div className="backroom-store-figures">
          {FIGURES.map(([key, word]) => (
            <div key={key} className="backroom-store-figure" data-count={key}>
              <Typography.Text type="tertiary">{t(word)}</Typography.Text>
              <Typography.Title heading={3} className="backroom-store-figure-value" type={key === 'exception' && (query.data?.[key] ?? 0) > 0 ? 'danger' : undefined}>
                {query.data?.[key] ?? 0}
              </Typography.Title>
            </div>
          ))}
        </div>
      </Skeleton>
    </Card>
  );
}
