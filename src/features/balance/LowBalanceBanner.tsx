// The top bar's low-balance banner (spec §2, §4): 账户余额不足，请充值 while the check says the balance is
// insufficient; clicking it goes to /accountManager/merchantHome.
import { Banner, Button } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { Route } from '../../core/contract/index.ts';
import { useBalanceCheck } from './useBalanceCheck.ts';

export interface LowBalanceBannerProps {
  /** The shell's navigation; called with Route.merchantHome. */
  navigate(path: string): void;
}

export function LowBalanceBanner({ navigate }: LowBalanceBannerProps) {
  const { t } = useTranslation();
  const { noticeNeeded } = useBalanceCheck();
  if (noticeNeeded !== true) return null;
  return (
    <Banner
      className="backroom-low-balance-banner"
      type="warning"
      fullMode={false}
      bordered
      closeIcon={null}
      description={
        <Button className="backroom-low-balance-link" theme="borderless" type="warning" size="small" onClick={() => navigate(Route.merchantHome)}>
          {t('messages.lowBalanceBanner')}
        </Button>
      }
    />
  );
}
