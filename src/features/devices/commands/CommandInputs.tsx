// What a temperature command needs beside its button: the temperature (−30..30 ℃, the calls' range) and the mode (concept
// temperatureMode). Shared by one device's commands and the bulk command.
import { InputNumber, Select } from '@douyinfe/semi-ui';
import type { TemperatureMode } from '../../../core/contract/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { useConceptOptions } from '../../../ui/options/index.ts';
import { deviceWords } from '../words.ts';

export function TemperatureInput({ className, value, onChange }: { className: string; value: number; onChange(temp: number): void }) {
  const { t } = useWords(deviceWords);
  return (
    <InputNumber
      className={className}
      aria-label={t('targetTemperature')}
      min={-30}
      max={30}
      value={value}
      suffix="℃"
      onNumberChange={(temp) => onChange(Number.isFinite(temp) ? temp : value)}
      style={{ width: 120 }}
    />
  );
}

export function ModeSelect({ className, value, onChange }: { className: string; value: TemperatureMode; onChange(mode: TemperatureMode): void }) {
  const { t } = useWords(deviceWords);
  const modes = useConceptOptions('temperatureMode');
  return (
    <Select
      className={className}
      aria-label={t('temperatureMode')}
      value={String(value)}
      optionList={modes.options.map((option) => ({ value: String(option.value), label: option.label }))}
      onChange={(mode) => onChange(Number(mode) as TemperatureMode)}
      style={{ width: 120 }}
    />
  );
}
