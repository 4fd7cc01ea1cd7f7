// Screen.onlineUsers (在线用户): the organisation's live sessions — person, identity, address, started, last seen.
// 强制下线 (ONLINE_LOGOUT, after a confirm) ends one at once in every server process; the caller's own is marked.
import { Button, Popconfirm, Tag } from '@douyinfe/semi-ui';
import { forceLogout, onlinePage } from '../../core/contract/api/audit.ts';
import { ONLINE_LOGOUT, Screen } from '../../core/contract/index.ts';
import { useCallMutation } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { systemWords } from './words.ts';

const shared = { ns: 'translation' } as const;

export default function OnlineUsersScreen({ title }: ScreenProps) {
  const { t } = useWords(systemWords);
  const toast = useToast();
  const { viewCodes } = useSessionState();
  const canEnd = holdsViewCode(viewCodes ?? [], ONLINE_LOGOUT);
  const end = useCallMutation(forceLogout, { invalidates: [onlinePage], onSuccess: () => toast.success(t('forcedOut')) });
  return (
    <ScreenFrame screen={Screen.onlineUsers} title={title}>
      <ListTable
        spec={{
          screen: Screen.onlineUsers,
          endpoint: onlinePage,
          rowKey: 'id',
          className: 'backroom-online-table',
          scrollX: 1300,
          filters: [{ name: 'person', kind: 'text', label: t('personOrPhone'), className: 'backroom-filter-person' }],
          columns: [
            { key: 'userName', title: t('person'), width: 120, value: (row) => (row.current ? <>{row.userName} <Tag color="blue">{t('current')}</Tag></> : row.userName) },
            { key: 'phone', title: t('phone'), width: 130 },
            { key: 'deptName', title: t('identity'), width: 160 },
            { key: 'ip', title: t('loginIp'), width: 130 },
            { key: 'userAgent', title: t('userAgent'), width: 260 },
            { key: 'startTime', title: t('startTime'), width: 170, value: 'dateTime' },
            { key: 'lastSeenTime', title: t('lastSeen'), width: 170, value: 'dateTime' },
            { key: 'expireTime', title: t('expireTime'), width: 170, value: 'dateTime' },
          ],
          actionsWidth: 110,
          rowActions: (row) =>
            row.current || !canEnd ? null : (
              <Popconfirm
                title={t('forceLogoutConfirm', { name: row.userName })}
                okText={t('forceLogout')}
                cancelText={t('shell.cancel', shared)}
                okButtonProps={{ type: 'danger', className: 'backroom-online-logout-confirm' }}
                onConfirm={() => end.mutateAsync({ params: { id: row.id } })}
              >
                <Button className="backroom-online-logout" theme="borderless" type="danger" loading={end.isPending && end.variables?.params.id === row.id}>
                  {t('forceLogout')}
                </Button>
              </Popconfirm>
            ),
        }}
      />
    </ScreenFrame>
  );
}
