// Screen.merchantHome (spec §2 /accountManager/merchantHome, the low-balance banner's target): the operator's account,
// its balance (held in cents, spec §9) and status, from the merchant info call.
import { Card, Descriptions, Spin, Tag } from '@douyinfe/semi-ui';
import { useQuery } from '@tanstack/react-query';
import { merchantInfo } from '../../core/contract/api/accounts.ts';
import { Screen } from '../../core/contract/index.ts';
import { formatMoney, formatValue } from '../../core/format/index.ts';
import { callApi } from '../../core/http/index.ts';
import { callKey } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useHttp, useSessionState } from '../../ui/session/index.ts';
import { LoadFailed, ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { accountWords } from './words.ts';
import './accounts.css';

/** merchantInfo status: 1 normal, 0 frozen. */
const ACCOUNT_NORMAL = 1;

export default function MerchantHomeScreen({ title }: ScreenProps) {
  const { t } = useWords(accountWords);
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  const query = useQuery({
    queryKey: callKey(currentGroupId, merchantInfo),
    queryFn: ({ signal }) => callApi(http, merchantInfo, {}, { signal }),
    enabled: status === 'ready',
    // A failure shows 数据获取失败 with its own retry.
    retry: false,
  });
  const info = query.data;
  return (
    <ScreenFrame screen={Screen.merchantHome} title={title}>
      {query.isError ? (
        <LoadFailed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <Spin spinning={query.isPending && status === 'ready'}>
          <Card className="backroom-merchant-account">
            <Descriptions
              row
              size="large"
              data={[
                {
                  key: t('accountBalance'),
                  value: <span className="backroom-merchant-balance">{formatMoney(info?.balance)}</span>,
                },
                {
                  key: t('accountStatus'),
                  value: info ? (
                    <Tag className="backroom-merchant-status" color={info.status === ACCOUNT_NORMAL ? 'green' : 'red'}>
                      {t(info.status === ACCOUNT_NORMAL ? 'accountNormal' : 'accountFrozen')}
                    </Tag>
                  ) : (
                    formatValue(null)
                  ),
                },
              ]}
            />
          </Card>
        </Spin>
      )}
    </ScreenFrame>
  );
}
