import { Button, Form } from '@douyinfe/semi-ui';
import type { LoginRequest } from '../../core/contract/api/auth.ts';
import { LoginError } from './LoginError.tsx';
import { passwordRules, phoneFilter, phoneRules } from './fields.ts';
import type { LoginSubmit } from './useLogin.ts';
import type { LoginTexts } from './useLoginTexts.ts';

interface PasswordFormProps {
  texts: LoginTexts;
  phone: string;
  onPhoneChange(phone: string): void;
  login: LoginSubmit;
}

interface PasswordValues {
  phone: string;
  password: string;
}

/** Phone and password; Enter in either field submits (a real <form> with a submit button). */
export function PasswordForm({ texts: { t }, phone, onPhoneChange, login }: PasswordFormProps) {
  const submit = ({ phone: number, password }: PasswordValues) => {
    const credentials: LoginRequest = { phone: number, password };
    void login.submit(credentials);
  };
  return (
    <Form<PasswordValues>
      className="backroom-login-form"
      aria-label={t('shell.passwordLogin')}
      labelPosition="top"
      trigger="blur"
      initValues={{ phone, password: '' }}
      onValueChange={(values) => onPhoneChange(values.phone ?? '')}
      onSubmit={submit}
    >
      <Form.Input
        field="phone"
        label={t('shell.phone')}
        placeholder={t('shell.phone')}
        convert={phoneFilter}
        rules={phoneRules(t)}
        inputMode="numeric"
        autoComplete="username"
        size="large"
      />
      <Form.Input
        field="password"
        mode="password"
        label={t('shell.password')}
        placeholder={t('shell.password')}
        rules={passwordRules(t)}
        autoComplete="current-password"
        size="large"
      />
      <LoginError message={login.error} />
      <Button htmlType="submit" theme="solid" type="primary" size="large" block loading={login.pending}>
        {t('shell.login')}
      </Button>
    </Form>
  );
}
