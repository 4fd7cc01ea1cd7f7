// A table cell of two lines: what people read first (a device's name) over what identifies it (its code).
import { formatValue } from '../../core/format/index.ts';

export interface StackedCellProps {
  primary: unknown;
  secondary: unknown;
}

export function StackedCell({ primary, secondary }: StackedCellProps) {
  return (
    <span className="backroom-stacked-cell">
      {formatValue(primary)}
      <br />
      <small>{formatValue(secondary)}</small>
    </span>
  );
}
