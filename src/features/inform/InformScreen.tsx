// The message page /common/inform (spec §2): the user's notifications, paged by page number with the pager of every
// list, each with 去处理, which opens the screen that deals with it, and 标记已处理 once it is dealt with: opening a
// screen is not handling it (issue 16).
import { useEffect, useState } from 'react';
import { Button, Popconfirm, Radio, RadioGroup, Space, Table, Tag, Typography } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { Notification } from '../../core/contract/api/notifications.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../core/contract/index.ts';
import { formatDateTime } from '../../core/format/index.ts';
import { toLocale } from '../../core/i18n/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { Pager } from '../../ui/table/index.ts';
import { useHandleNotification, useNotificationPage } from './queries.ts';
import type { HandledFilter } from './queries.ts';
import { informWords } from './words.ts';
import './inform.css';
import type { ScreenProps } from '../../ui/screen/index.ts';

/** The shell's screen props. */
export type InformScreenProps = ScreenProps;

const FILTERS = [
  ['all', 'notificationAll'],
  ['unhandled', 'notificationUnhandled'],
  ['handled', 'notificationHandled'],
] as const satisfies ReadonlyArray<readonly [HandledFilter, string]>;

const shared = { ns: 'translation' } as const;

export function InformScreen({ title, navigate }: InformScreenProps) {
  const { t, i18n } = useWords(informWords);
  // What the system wrote in both languages reads in the session's.
  const english = toLocale(i18n.language) === 'en';
  const [filter, setFilter] = useState<HandledFilter>('all');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const query = useNotificationPage(page, limit, filter);
  const handle = useHandleNotification();
  const rows = query.data?.rows ?? [];
  const total = Number(query.data?.total) || 0;

  // A page emptied by handling its last open notification moves to the one before (as spec §4 does for deletes).
  useEffect(() => {
    if (!query.isPlaceholderData && query.isSuccess && rows.length === 0 && page > 1) setPage(page - 1);
  }, [query.isPlaceholderData, query.isSuccess, rows.length, page]);

  const open = (notification: Notification) => navigate(notification.route);
  const markHandled = (notification: Notification) => handle.mutate(notification); // a failure was shown by the http client

  const columns: ColumnProps<Notification>[] = [
    { title: t('shell.notificationTitle', shared), dataIndex: 'title', width: 180, render: (_: string, row: Notification) => (english && row.titleEn) || row.title },
    { title: t('shell.notificationContent', shared), dataIndex: 'content', render: (_: string, row: Notification) => (english && row.contentEn) || row.content },
    { title: t('notificationTime'), dataIndex: 'createTime', width: 180, render: (time: number) => formatDateTime(time) },
    {
      title: t('shell.status', shared),
      dataIndex: 'handled',
      width: 100,
      render: (handled: boolean) => (
        <Tag color={handled ? 'green' : 'orange'}>{t(handled ? 'notificationHandled' : 'notificationUnhandled')}</Tag>
      ),
    },
    {
      title: t('shell.actions', shared),
      key: 'actions',
      width: 200,
      render: (_: unknown, notification: Notification) => (
        <Space spacing={4}>
          <Button className="backroom-inform-handle" theme="borderless" type="primary" onClick={() => open(notification)}>
            {t('messages.handle', shared)}
          </Button>
          {!notification.handled && (
            <Popconfirm title={t('markHandledConfirm')} onConfirm={() => markHandled(notification)}>
              <Button
                className="backroom-inform-done"
                theme="borderless"
                type="tertiary"
                loading={handle.isPending && handle.variables?.id === notification.id}
              >
                {t('markHandled')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="backroom-inform">
      <div className="backroom-inform-head">
        <Typography.Title heading={5}>{title || t('messages.notifications', shared)}</Typography.Title>
        <RadioGroup
          type="button"
          aria-label={t('notificationFilter')}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as HandledFilter);
            setPage(1);
          }}
        >
          {FILTERS.map(([value, text]) => (
            <Radio key={value} value={value}>
              {t(text)}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <Table<Notification>
        className="backroom-inform-table"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        empty={t('shell.noData', shared)}
        onRow={(notification) => ({ 'data-notification-id': notification?.id, 'data-handled': String(notification?.handled) }) as object}
        pagination={false}
      />
      {total > 0 && (
        <Pager
          page={page}
          limit={limit}
          total={total}
          pageSizes={PAGE_SIZES}
          onPageChange={setPage}
          onLimitChange={(size) => {
            setLimit(size);
            setPage(1);
          }}
        />
      )}
    </div>
  );
}

export default InformScreen;
