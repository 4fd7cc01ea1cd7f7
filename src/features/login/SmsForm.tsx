import { useRef, useState } from 'react';
import { Button, Form } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form/interface';
import { SMS_RESEND_SECONDS } from '../../core/contract/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useSessionServices } from '../../ui/session/index.ts';
import { LoginError } from './LoginError.tsx';
import { phoneFilter, phoneRules, smsCodeFilter, smsCodeRules } from './fields.ts';
import { loginFailureText } from './useLogin.ts';
import type { LoginSubmit } from './useLogin.ts';
import { useCountdown } from './useCountdown.ts';
import type { LoginTexts } from './useLoginTexts.ts';

interface SmsFormProps {
  texts: LoginTexts;
  phone: string;
  onPhoneChange(phone: string): void;
  login: LoginSubmit;
}

interface SmsValues {
  phone: string;
  smsCode: string;
}

/** Phone and SMS code; 获取验证码 sends a code and then counts down SMS_RESEND_SECONDS before it may send again. */
export function SmsForm({ texts: { t, lang }, phone, onPhoneChange, login }: SmsFormProps) {
  const { api, platform } = useSessionServices();
  const toast = useToast();
  const formApi = useRef<FormApi<SmsValues> | null>(null);
  const countdown = useCountdown(platform);
  const [sending, setSending] = useState(false);

  const sendCode = async () => {
    const form = formApi.current;
    if (!form) return;
    const values = await form.validate(['phone']).catch(() => null);
    if (!values) return;
    setSending(true);
    login.setError(null);
    try {
      await api.sendLoginSms(values.phone);
      countdown.start(SMS_RESEND_SECONDS);
      toast.success(t('shell.smsCodeSent'));
    } catch (failure) {
      login.setError(loginFailureText(failure, lang));
    } finally {
      setSending(false);
    }
  };

  const waiting = countdown.seconds > 0;
  return (
    <Form<SmsValues>
      className="backroom-login-form"
      aria-label={t('shell.smsLogin')}
      labelPosition="top"
      trigger="blur"
      initValues={{ phone, smsCode: '' }}
      getFormApi={(form) => (formApi.current = form)}
      onValueChange={(values) => onPhoneChange(values.phone ?? '')}
      onSubmit={({ phone: number, smsCode }) => void login.submit({ phone: number, smsCode })}
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
      <div className="backroom-login-code-row">
        <Form.Input
          field="smsCode"
          label={t('shell.smsCode')}
          placeholder={t('shell.smsCode')}
          convert={smsCodeFilter}
          rules={smsCodeRules(t)}
          inputMode="numeric"
          autoComplete="one-time-code"
          size="large"
        />
        <Button
          className="backroom-login-send"
          size="large"
          disabled={waiting}
          loading={sending}
          onClick={() => void sendCode()}
        >
          {waiting ? t('shell.countdown', { s: countdown.seconds }) : t('shell.sendCode')}
        </Button>
      </div>
      <LoginError message={login.error} />
      <Button htmlType="submit" theme="solid" type="primary" size="large" block loading={login.pending}>
        {t('shell.login')}
      </Button>
    </Form>
  );
}
