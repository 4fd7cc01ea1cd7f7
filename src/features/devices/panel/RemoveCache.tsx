// 清除缓存 (spec §7 POST removeCacheByCodes): forgets the server's cached reports of the devices ticked in the fleet
// list, by their codes, after a confirmation; says how many were cleared and reloads the list (their temperature
// reads —— until they report again).
import { Button, Popconfirm } from '@douyinfe/semi-ui';
import { vendingMachineRemoveCache } from '../../../core/contract/api/devices.ts';
import { useCallMutation } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { useToast } from '../../../ui/providers/index.ts';
import { deviceWords } from '../words.ts';

export interface RemoveCacheProps {
  codes: readonly string[];
  onDone(): void;
}

export function RemoveCache({ codes, onDone }: RemoveCacheProps) {
  const { t } = useWords(deviceWords);
  const toast = useToast();
  const remove = useCallMutation(vendingMachineRemoveCache, {
    onSuccess: ({ removed }) => {
      toast.success(t('removeCacheDone', { count: removed }));
      onDone();
    },
  });
  const button = (
    <Button className="backroom-device-remove-cache" loading={remove.isPending} onClick={codes.length === 0 ? () => toast.warning(t('selectFirst')) : undefined}>
      {t('removeCache')}
    </Button>
  );
  if (codes.length === 0) return button;
  return (
    <Popconfirm
      className="backroom-device-remove-cache-confirm"
      title={t('removeCacheConfirm', { count: codes.length })}
      onConfirm={() => remove.mutate({ body: { codes: [...codes] } })}
    >
      <span>{button}</span>
    </Popconfirm>
  );
}
