import type { ReactNode } from 'react';
import { Input } from '@douyinfe/semi-ui';

interface LoginFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
  password?: boolean;
  inputMode?: 'numeric';
  autoComplete: string;
  /** Beside the input (the 获取验证码 button). */
  addon?: ReactNode;
}

/** A labelled Semi Input with its message below, as Semi's Form laid a field out (label on top, message under). */
export function LoginField({ id, label, value, error, onChange, onBlur, password, inputMode, autoComplete, addon }: LoginFieldProps) {
  const messageId = `${id}-message`;
  const input = (
    <Input
      id={id}
      name={id}
      value={value}
      placeholder={label}
      mode={password ? 'password' : undefined}
      size="large"
      inputMode={inputMode}
      autoComplete={autoComplete}
      validateStatus={error ? 'error' : 'default'}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? messageId : undefined}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
    />
  );
  return (
    <div className="backroom-login-field">
      <label className="backroom-login-label" htmlFor={id}>
        {label}
      </label>
      {addon ? (
        <div className="backroom-login-code-row">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
      <div className="backroom-login-message" id={messageId}>
        {error ?? ''}
      </div>
    </div>
  );
}
