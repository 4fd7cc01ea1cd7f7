import { useEffect, useState } from 'react';
import { Button, Modal } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/providers/index.ts';
import { IdentityFilter } from './IdentityParts.tsx';
import { IdentityTable } from './IdentityTable.tsx';
import { SwitchingOverlay } from './SwitchingOverlay.tsx';
import { unavailableReason, useIdentities } from './useIdentities.ts';
import { useSwitchIdentity } from './useSwitchIdentity.ts';
import type { OnSwitched } from './useSwitchIdentity.ts';
import './identity.css';

export interface IdentityDialogProps {
  open: boolean;
  /** A close button and Esc: for a user who already has an identity. Default false: choose one or log out. */
  closable?: boolean;
  /** The dialog was closed without choosing (only when closable). */
  onClose?(): void;
  /** The chosen identity is loaded; `backroom-identity-change` has been emitted. */
  onSwitched: OnSwitched;
  /** 登出: the host ends the session (controller.logout()) and leaves; the button shows loading until it settles. */
  onLogout(): void | Promise<void>;
}

/** The 选择身份 dialog of spec §2. */
export function IdentityDialog({ open, closable = false, onClose, onSwitched, onLogout }: IdentityDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const identities = useIdentities();
  const { rows, showFilter, filter, setFilter, currentGroupId } = identities;
  const { switching, switchTo } = useSwitchIdentity(onSwitched);
  const [selected, setSelected] = useState<number | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  // Each opening starts from a clean choice.
  useEffect(() => {
    if (!open) return;
    setSelected(null);
    setFilter('');
  }, [open, setFilter]);

  const chosen = rows.find((group) => group.groupId === selected && unavailableReason(group, currentGroupId) === null);
  const confirm = () => {
    if (!chosen) {
      toast.warning(t('messages.chooseAccount'));
      return;
    }
    void switchTo(chosen);
  };
  const logout = async () => {
    setLoggingOut(true);
    try {
      await onLogout();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <>
      <Modal
        className="backroom-identity-dialog"
        visible={open}
        title={t('messages.chooseIdentityTitle')}
        width={880}
        closable={closable}
        closeOnEsc={closable}
        maskClosable={false}
        onCancel={() => onClose?.()}
        footer={
          <>
            <Button className="backroom-identity-logout" onClick={() => void logout()} loading={loggingOut} disabled={switching}>
              {t('messages.logoutShort')}
            </Button>
            <Button className="backroom-identity-confirm" theme="solid" type="primary" onClick={confirm} loading={switching}>
              {t('messages.confirm')}
            </Button>
          </>
        }
      >
        {showFilter && <IdentityFilter value={filter} onChange={setFilter} />}
        <IdentityTable
          rows={rows}
          currentGroupId={currentGroupId}
          selected={selected}
          onSelect={setSelected}
          onUnavailable={(reason) => reason === 'disabled' && toast.warning(t('messages.identityDisabled'))}
          loading={identities.loading}
        />
      </Modal>
      <SwitchingOverlay active={switching} />
    </>
  );
}
