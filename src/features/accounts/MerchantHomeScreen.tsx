// Screen.merchantHome (spec §2 /accountManager/merchantHome, the low-balance banner's target): the operator's account,
// its balance (held in cents, spec §9) and status, from the merchant info call.
import { Card, Descriptions, Spin, Tag } from '@douyinfe/semi-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiPath, Screen } from '../../core/contract/index.ts';
import type { MerchantInfo } from '../../core/contract/index.ts';
import { formatMoney, formatValue } from '../../core/format/index.ts';
import { useHttp, useSessionState } from '../../ui/session/index.ts';
import { LoadFailed, ScreenFrame } from '../../ui/table/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import './accounts.css';

/** merchantInfo status: 1 normal, 0 frozen. */
const ACCOUNT_NORMAL = 1;

export default function MerchantHomeScreen({ title }: AreaScreenProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  const query = useQuery({
    queryKey: ['merchantInfo', currentGroupId],
    queryFn: ({ signal }) => http.get<MerchantInfo>(ApiPath.merchantInfo, undefined, { signal }),
    enabled: status === 'ready',
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
                  key: t('shell.accountBalance'),
                  value: <span className="backroom-merchant-balance">{formatMoney(info?.balance)}</span>,
                },
                {
                  key: t('shell.accountStatus'),
                  value: info ? (
                    <Tag className="backroom-merchant-status" color={info.status === ACCOUNT_NORMAL ? 'green' : 'red'}>
                      {t(info.status === ACCOUNT_NORMAL ? 'shell.accountNormal' : 'shell.accountFrozen')}
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
