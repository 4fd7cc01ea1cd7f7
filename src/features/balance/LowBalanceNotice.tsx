// The 账户余额通知 dialog of spec §4: a truthy check clears the flag; otherwise the flag is set once, the balance is
// fetched and the dialog offers 去充值 (to Route.merchantHome) and 知道了. The flag is cleared on leaving.
import { useEffect, useState } from 'react';
import { Button, Modal, Typography } from '@douyinfe/semi-ui';
import { Route } from '../../core/contract/index.ts';
import { formatMoney } from '../../core/format/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useSessionServices, useSessionState } from '../../ui/session/index.ts';
import { BALANCE_NOTICE_KEY, flagValue, noticeStep } from './noticeFlag.ts';
import { useBalanceCheck, useMerchantBalance } from './useBalanceCheck.ts';
import { balanceWords } from './words.ts';

export interface LowBalanceNoticeProps {
  /** The shell's navigation; 去充值 calls it with Route.merchantHome. */
  navigate(path: string): void;
}

/** Contract messages live in the shared bundle. */
const shared = { ns: 'translation' } as const;

/** idle: nothing to show; fetching: the flag is set and the balance is on its way; open: the dialog shows. */
type Phase = 'idle' | 'fetching' | 'open';

export function LowBalanceNotice({ navigate }: LowBalanceNoticeProps) {
  const { t } = useWords(balanceWords);
  const { platform } = useSessionServices();
  const { currentGroupId, status } = useSessionState();
  const { noticeNeeded } = useBalanceCheck();
  const [phase, setPhase] = useState<Phase>('idle');
  const { balance, settled } = useMerchantBalance(phase !== 'idle');

  useEffect(() => {
    const { session } = platform;
    const step = noticeStep(noticeNeeded, session.getItem(BALANCE_NOTICE_KEY), currentGroupId);
    if (step === 'clear') session.removeItem(BALANCE_NOTICE_KEY);
    if (step !== 'show') return;
    session.setItem(BALANCE_NOTICE_KEY, flagValue(currentGroupId));
    setPhase('fetching');
  }, [noticeNeeded, currentGroupId, platform]);

  useEffect(() => {
    if (phase === 'fetching' && settled) setPhase('open');
  }, [phase, settled]);

  // Leaving: logging out, or the session's layout going away.
  useEffect(() => {
    if (status === 'loggedOut') {
      platform.session.removeItem(BALANCE_NOTICE_KEY);
      setPhase('idle');
    }
  }, [status, platform]);
  useEffect(() => () => platform.session.removeItem(BALANCE_NOTICE_KEY), [platform]);

  const close = () => setPhase('idle');
  const topUp = () => {
    close();
    navigate(Route.merchantHome);
  };

  return (
    <Modal
      className="backroom-low-balance-dialog"
      visible={phase === 'open'}
      title={t('messages.lowBalanceTitle', shared)}
      onCancel={close}
      maskClosable={false}
      footer={
        <>
          <Button className="backroom-low-balance-dismiss" type="tertiary" onClick={close}>
            {t('messages.gotIt', shared)}
          </Button>
          <Button className="backroom-low-balance-top-up" theme="solid" type="primary" onClick={topUp}>
            {t('messages.topUp', shared)}
          </Button>
        </>
      }
    >
      <Typography.Paragraph className="backroom-low-balance-content">
        {t('lowBalanceContent', { amount: formatMoney(balance) })}
      </Typography.Paragraph>
    </Modal>
  );
}
