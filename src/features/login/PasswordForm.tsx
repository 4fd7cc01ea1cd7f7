import { useLayoutEffect, useRef } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { LoginError } from './LoginError.tsx';
import { LoginField } from './LoginField.tsx';
import { passwordRules, phoneFilter, phoneRules } from './fields.ts';
import type { LoginSubmit } from './useLogin.ts';
import type { LoginTexts } from './useLoginTexts.ts';
import { useLightForm } from './useLightForm.ts';
import { takePageLogin } from '../../ui/session/pageLogin.ts';

interface PasswordFormProps {
  texts: LoginTexts;
  phone: string;
  onPhoneChange(phone: string): void;
  login: LoginSubmit;
}

/** Phone and password; Enter in either field submits (a real <form> with a submit button). */
export function PasswordForm({ texts: { t }, phone, onPhoneChange, login }: PasswordFormProps) {
  const form = useLightForm(
    { phone: { rules: phoneRules(t), convert: phoneFilter }, password: { rules: passwordRules(t) } },
    { phone, password: '' },
    (values) => onPhoneChange(values.phone),
  );
  /** Checks the fields (their messages show) and logs in when they hold. */
  const send = () => {
    const values = form.validate();
    if (values) void login.submit({ phone: values.phone, password: values.password });
  };
  // The page's own login form (painted by its HTML before any script) gives way to this one in the same commit: what
  // was typed there, and the focus, carry over (./pageLogin.ts).
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const element = formRef.current;
    const taken = element ? takePageLogin(element.ownerDocument) : null;
    if (!element || !taken) return;
    for (const field of ['phone', 'password'] as const) {
      if (!taken[field]) continue;
      form.set(field, taken[field]);
      // A field typed in and left is checked as if left here (its message shows, e.g. 请输入11位手机号).
      if (taken.focused !== field) form.blur(field);
    }
    // The caret follows to the end of the value as it is set.
    if (taken.focused) element.querySelector<HTMLInputElement>(`#${taken.focused}`)?.focus();
    // A login asked for there goes now, checked as this form's own submit (a missing field shows its message).
    if (taken.submit) send();
    // Once, on mount (`form` is a new object every render).
  }, []);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    send();
  };
  return (
    <form ref={formRef} className="backroom-login-form" aria-label={t('shell.passwordLogin')} noValidate onSubmit={submit}>
      <LoginField
        id="phone"
        label={t('shell.phone')}
        value={form.values.phone}
        error={form.errors.phone}
        onChange={(value) => form.set('phone', value)}
        onBlur={() => form.blur('phone')}
        inputMode="numeric"
        autoComplete="username"
      />
      <LoginField
        id="password"
        label={t('shell.password')}
        value={form.values.password}
        error={form.errors.password}
        onChange={(value) => form.set('password', value)}
        onBlur={() => form.blur('password')}
        password
        autoComplete="current-password"
      />
      <LoginError message={login.error} />
      <Button htmlType="submit" theme="solid" type="primary" size="large" block loading={login.pending}>
        {t('shell.login')}
      </Button>
    </form>
  );
}
