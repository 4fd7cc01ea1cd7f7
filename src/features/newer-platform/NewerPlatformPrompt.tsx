// Platform (1) and producer (4) staff are told to use the newer platform (spec §1), with a button that goes there
// (its address from GET clientConfig) and one to switch identity.
import { useState } from 'react';
import { Button, Modal, Typography } from '@douyinfe/semi-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clientConfig } from '../../core/contract/api/meta.ts';
import { callApi } from '../../core/http/index.ts';
import { isToldToUseNewerPlatform } from '../../core/rules/index.ts';
import { useHttp, useSessionServices, useSessionState } from '../../ui/session/index.ts';

export interface NewerPlatformPromptProps {
  /** Opens the shell's 选择身份 dialog. */
  onSwitchIdentity(): void;
}

function useNewerPlatformUrl(enabled: boolean): string | null {
  const http = useHttp();
  const query = useQuery({
    queryKey: ['clientConfig'],
    queryFn: ({ signal }) => callApi(http, clientConfig, {}, { signal }),
    enabled,
    staleTime: Infinity,
  });
  return query.data?.newerPlatformUrl || null;
}

/** Shown for each identity the rule applies to until it is closed; mount it once in the layout. */
export function NewerPlatformPrompt({ onSwitchIdentity }: NewerPlatformPromptProps) {
  const { t } = useTranslation();
  const { platform } = useSessionServices();
  const { staff, status, currentGroupId } = useSessionState();
  const applies = status === 'ready' && staff !== null && isToldToUseNewerPlatform(staff);
  const url = useNewerPlatformUrl(applies);
  const [closedFor, setClosedFor] = useState<number | null | undefined>(undefined);
  const close = () => setClosedFor(currentGroupId);

  return (
    <Modal
      className="backroom-newer-platform"
      visible={applies && closedFor !== currentGroupId}
      title={t('shell.newerPlatformTitle')}
      onCancel={close}
      maskClosable={false}
      footer={
        <>
          <Button
            className="backroom-newer-platform-switch"
            type="tertiary"
            onClick={() => {
              close();
              onSwitchIdentity();
            }}
          >
            {t('shell.switchIdentity')}
          </Button>
          <Button
            className="backroom-newer-platform-go"
            theme="solid"
            type="primary"
            disabled={url === null}
            onClick={() => url && platform.location.assign(url)}
          >
            {t('shell.goToNewerPlatform')}
          </Button>
        </>
      }
    >
      <Typography.Paragraph>{t('shell.newerPlatformNotice')}</Typography.Paragraph>
    </Modal>
  );
}
