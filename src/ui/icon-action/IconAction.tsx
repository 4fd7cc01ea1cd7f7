// An icon-only button whose accessible name is its tooltip text (issue 5: aria-label equals the tooltip), for the
// top-bar icons of the features (error log, help centre, notifications) and the shell's own (tabs, sidebar).
import { useId } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Badge, Button, Tooltip } from '@douyinfe/semi-ui';

export interface IconActionProps {
  /** The tooltip text, and so the button's accessible name. */
  label: string;
  icon: ReactNode;
  onClick(event: MouseEvent): void;
  /** A red dot on the icon (something waits), described to assistive technology by `dotLabel`. */
  dot?: boolean;
  dotLabel?: string;
  /** The span around the button keeps the tooltip working on a disabled button, which fires no mouse events. */
  disabled?: boolean;
  className?: string;
}

export function IconAction({ label, icon, onClick, dot = false, dotLabel, disabled = false, className }: IconActionProps) {
  const descriptionId = useId();
  const described = dot && dotLabel !== undefined;
  const button = (
    <Button
      className={className}
      aria-label={label}
      aria-describedby={described ? descriptionId : undefined}
      icon={icon}
      theme="borderless"
      type="tertiary"
      disabled={disabled}
      onClick={onClick}
    />
  );
  return (
    <Tooltip content={label}>
      {/* Semi's Tooltip needs a DOM trigger (DESIGN.md). */}
      <span className="backroom-icon-action">
        {dot ? (
          <Badge dot type="danger" position="rightTop">
            {button}
          </Badge>
        ) : (
          button
        )}
        {described && (
          <span id={descriptionId} hidden>
            {dotLabel}
          </span>
        )}
      </span>
    </Tooltip>
  );
}
