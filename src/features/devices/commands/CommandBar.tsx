// The commands of one device as buttons (a temperature, a mode or an action chosen beside the ones that need it);
// each click runs through the panel's commands and its progress and result show below (CommandRuns).
import { useState } from 'react';
import { Banner, Button, Select, Space } from '@douyinfe/semi-ui';
import { DeviceType, TemperatureMode } from '../../../core/contract/index.ts';
import type { Device } from '../../../core/contract/api/devices.ts';
import { SEND_ACTIONS } from '../../../core/contract/api/iot.ts';
import type { SendAction } from '../../../core/contract/api/iot.ts';
import { takesCommands } from '../../../core/rules/index.ts';
import { useCall } from '../../../ui/data/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { deviceWords } from '../words.ts';
import { ACTION_LABELS, PANEL_COMMANDS } from './catalogue.ts';
import type { CommandInput, PanelCommand } from './catalogue.ts';
import { ModeSelect, TemperatureInput } from './CommandInputs.tsx';
import { CommandRuns } from './CommandRuns.tsx';
import { useDeviceCommands } from './DeviceCommands.tsx';

export function CommandBar({ device }: { device: Pick<Device, 'id' | 'deviceType' | 'lifecycleState'> }) {
  const { t } = useWords(deviceWords);
  const call = useCall();
  const { run } = useDeviceCommands();
  const [input, setInput] = useState<Required<CommandInput>>({ temp: 4, mode: TemperatureMode.CHILLED, action: 'refreshStatus' });
  const deviceId = String(device.id);
  // A device that is not operating (in repair, withdrawn, not launched) refuses commands: its buttons say so first.
  const enabled = takesCommands(device.lifecycleState);
  const commands = PANEL_COMMANDS.filter((command) => command.for === 'all' || device.deviceType === DeviceType.COOLER);

  const send = (command: PanelCommand) =>
    void run({
      command: command.command,
      deviceId,
      label: t(command.label),
      source: command.source,
      send: () => command.send(call, device.id, input),
    });

  const button = (command: PanelCommand) => (
    <Button key={command.command} className={`backroom-command-${command.command}`} disabled={!enabled} onClick={() => send(command)}>
      {t(command.label)}
    </Button>
  );

  return (
    <div className="backroom-command-bar">
      {!enabled && <Banner className="backroom-command-disabled" type="warning" fullMode={false} description={t('commandsNeedOperating')} />}
      <Space wrap>
        {commands.filter((command) => !command.needs).map(button)}
      </Space>
      <Space wrap className="backroom-command-inputs">
        <TemperatureInput className="backroom-command-temp" value={input.temp} onChange={(temp) => setInput({ ...input, temp })} />
        {button(PANEL_COMMANDS.find((command) => command.command === 'tempSet') as PanelCommand)}
        <ModeSelect className="backroom-command-mode" value={input.mode} onChange={(mode) => setInput({ ...input, mode })} />
        {button(PANEL_COMMANDS.find((command) => command.command === 'setTempMode') as PanelCommand)}
        <Select
          className="backroom-command-action"
          aria-label={t('cmdAction')}
          value={input.action}
          optionList={SEND_ACTIONS.map((action) => ({ value: action, label: t(ACTION_LABELS[action]) }))}
          onChange={(action) => setInput({ ...input, action: action as SendAction })}
          style={{ width: 140 }}
        />
        {button(PANEL_COMMANDS.find((command) => command.command === 'action') as PanelCommand)}
      </Space>
      <CommandRuns deviceId={deviceId} />
    </div>
  );
}
