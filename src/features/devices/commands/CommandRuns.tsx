// The commands sent to one device (or to every device), newest first: sending, waiting with the time it may take
// (a progress bar over the 10 s / 60 s / 20 s of spec §9), then the result in plain words (成功, 失败, 错误,
// 轮询超时 10 秒 (4402), 请求超时, 3502 设备离线 …) and, for a cooler picture, the picture.
import { useEffect, useState } from 'react';
import { Empty, Image, Progress, Tag } from '@douyinfe/semi-ui';
import { formatDateTime } from '../../../core/format/index.ts';
import { useSessionServices } from '../../../ui/session/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { deviceWords } from '../words.ts';
import { useDeviceCommands } from './DeviceCommands.tsx';
import type { CommandRun } from './DeviceCommands.tsx';

const TICK_MS = 500;

function pictureOf(run: CommandRun): string | null {
  const state = run.outcome?.kind === 'success' ? run.outcome.state : null;
  if (state && typeof state === 'object' && 'pictureUrl' in state && typeof state.pictureUrl === 'string') return state.pictureUrl;
  return null;
}

function RunLine({ run, now }: { run: CommandRun; now: number }) {
  const { t } = useWords(deviceWords);
  const elapsed = Math.min(run.maxMs, Math.max(0, now - run.startedAt));
  const picture = pictureOf(run);
  return (
    <li className="backroom-command-run" data-command={run.command} data-phase={run.phase} data-device-id={run.deviceId}>
      <time className="backroom-command-time" dateTime={new Date(run.startedAt).toISOString()} title={t('commandTime')}>
        {formatDateTime(run.startedAt)}
      </time>{' '}
      <span className="backroom-command-label">{run.label}</span>
      {run.phase === 'sending' && <Tag color="blue">{t('sending')}</Tag>}
      {run.phase === 'waiting' && (
        <span className="backroom-command-waiting">
          <Progress percent={Math.round((elapsed / run.maxMs) * 100)} size="small" aria-label={run.label} style={{ width: 160 }} />
          <span>{t('waiting', { elapsed: Math.floor(elapsed / 1000), max: run.maxMs / 1000 })}</span>
        </span>
      )}
      {run.phase === 'done' && run.outcome && (
        // The status a screen reader announces names the command ("开灯 成功"), not only its outcome.
        <span role="status" className="backroom-command-outcome">
          <span className="backroom-visually-hidden">{run.label} </span>
          <span className="backroom-command-result" data-ok={String(run.outcome.ok)} data-status={run.outcome.status ?? ''}>
            <Tag color={run.outcome.ok ? 'green' : 'red'}>{run.line}</Tag>
          </span>
        </span>
      )}
      {picture && <Image className="backroom-command-picture" src={picture} width={240} alt={t('picture')} />}
    </li>
  );
}

export function CommandRuns({ deviceId }: { deviceId?: string }) {
  const { t } = useWords(deviceWords);
  const { runs } = useDeviceCommands();
  const { platform } = useSessionServices();
  const shown = runs.filter((run) => deviceId === undefined || run.deviceId === deviceId).reverse();
  const busy = shown.some((run) => run.phase !== 'done');
  // Re-rendered every tick while a command waits; the time is read at render, from the session's clock.
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!busy) return;
    const handle = platform.setTimeout(() => setTick((count) => count + 1), TICK_MS);
    return () => platform.clearTimeout(handle);
  }, [busy, tick, platform]);
  const now = platform.now();

  if (shown.length === 0) return <Empty className="backroom-command-runs-empty" description={t('noCommands')} />;
  return (
    <ul className="backroom-command-runs" aria-label={t('commandResults')}>
      {shown.map((run) => <RunLine key={run.key} run={run} now={Math.max(now, run.startedAt)} />)}
    </ul>
  );
}
