// The 操作 column of the complaint lists and what it opens: 详情 (a side sheet), 处理 (the handling dialog) while the
// complaint's status allows it, 完成 (with a confirmation) once an order complaint is handled. 处理 and 完成 need
// COMPLAINT_HANDLE; the server refuses them too.
import { useState } from 'react';
import { Button, Popconfirm, Space } from '@douyinfe/semi-ui';
import type { Complaint, ComplaintHandle } from '../../core/contract/api/complaints.ts';
import { COMPLAINT_HANDLE, ComplaintStatus } from '../../core/contract/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { ComplaintSheet } from './ComplaintSheet.tsx';
import { HandleComplaintDialog } from './HandleComplaintDialog.tsx';
import { useComplaintActions } from './useComplaintActions.ts';
import type { ComplaintCalls } from './useComplaintActions.ts';
import { complaintWords } from './words.ts';

const shared = { ns: 'translation' } as const;

/** Statuses a complaint of each kind may be handled in (the OpenAPI's states). */
const HANDLEABLE: Readonly<Record<ComplaintCalls, readonly number[]>> = {
  order: [ComplaintStatus.PENDING, ComplaintStatus.MERCHANT_PENDING],
  risk: [ComplaintStatus.PENDING, ComplaintStatus.MERCHANT_PENDING, ComplaintStatus.SERVICE_PENDING],
};

export function useComplaintRows(kind: ComplaintCalls) {
  const { t } = useWords(complaintWords);
  const toast = useToast();
  const canHandle = holdsViewCode(useSessionState().viewCodes ?? [], COMPLAINT_HANDLE);
  const actions = useComplaintActions();
  const [viewing, setViewing] = useState<number | null>(null);
  const [handling, setHandling] = useState<Complaint | null>(null);
  const handle = kind === 'order' ? actions.handleOrder : actions.handleRisk;

  const submit = (body: ComplaintHandle) =>
    handle.mutate(
      { body },
      {
        onSuccess: () => {
          toast.success(t('handled'));
          setHandling(null);
        },
      },
    );
  const complete = (complaint: Complaint) =>
    actions.complete.mutate({ body: { id: complaint.id } }, { onSuccess: () => toast.success(t('completed')) });

  const rowActions = (complaint: Complaint) => (
    <Space spacing={4}>
      <Button className="backroom-complaint-detail-open" theme="borderless" type="primary" onClick={() => setViewing(complaint.id)}>
        {t('detail')}
      </Button>
      {canHandle && HANDLEABLE[kind].includes(complaint.status) && (
        <Button className="backroom-complaint-handle" theme="borderless" type="primary" onClick={() => setHandling(complaint)}>
          {t('handle')}
        </Button>
      )}
      {canHandle && kind === 'order' && complaint.status === ComplaintStatus.SERVICE_PENDING && (
        <Popconfirm
          title={t('completeConfirm', { complaintNo: complaint.complaintNo })}
          okText={t('complete')}
          cancelText={t('shell.cancel', shared)}
          okButtonProps={{ className: 'backroom-complaint-complete-confirm' }}
          onConfirm={() => complete(complaint)}
        >
          <Button className="backroom-complaint-complete" theme="borderless" type="primary">
            {t('complete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );

  const overlays = (
    <>
      {viewing !== null && <ComplaintSheet id={viewing} kind={kind} onClose={() => setViewing(null)} />}
      {handling && (
        <HandleComplaintDialog key={handling.id} complaint={handling} kind={kind} pending={handle.isPending} onSubmit={submit} onCancel={() => setHandling(null)} />
      )}
    </>
  );
  return { rowActions, overlays, actionsWidth: 200 };
}
