import { useState } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { SMS_RESEND_SECONDS } from '../../core/contract/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useSessionServices } from '../../ui/session/index.ts';
import { LoginError } from './LoginError.tsx';
import { LoginField } from './LoginField.tsx';
import { phoneFilter, phoneRules, smsCodeFilter, smsCodeRules } from './fields.ts';
import { loginFailureText } from './useLogin.ts';
import type { LoginSubmit } from './useLogin.ts';
import { useCountdown } from './useCountdown.ts';
import type { LoginTexts } from './useLoginTexts.ts';
import { useLightForm } from './useLightForm.ts';

interface SmsFormProps {
  texts: LoginTexts;
  phone: string;
  onPhoneChange(phone: string): void;
  login: LoginSubmit;
}

/** Phone and SMS code; 获取验证码 sends a code and then counts down SMS_RESEND_SECONDS before it may send again. */
export function SmsForm({ texts: { t, lang }, phone, onPhoneChange, login }: SmsFormProps) {
  const { api, platform } = useSessionServices();
  const toast = useToast();
  const countdown = useCountdown(platform);
  const [sending, setSending] = useState(false);
  const form = useLightForm(
    { phone: { rules: phoneRules(t), convert: phoneFilter }, smsCode: { rules: smsCodeRules(t), convert: smsCodeFilter } },
    { phone, smsCode: '' },
    (values) => onPhoneChange(values.phone),
  );

  const sendCode = async () => {
    const values = form.validate(['phone']);
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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (values) void login.submit({ phone: values.phone, smsCode: values.smsCode });
  };

  const waiting = countdown.seconds > 0;
  return (
    <form className="backroom-login-form" aria-label={t('shell.smsLogin')} noValidate onSubmit={submit}>
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
        id="smsCode"
        label={t('shell.smsCode')}
        value={form.values.smsCode}
        error={form.errors.smsCode}
        onChange={(value) => form.set('smsCode', value)}
        onBlur={() => form.blur('smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        addon={
          <Button className="backroom-login-send" size="large" disabled={waiting} loading={sending} onClick={() => void sendCode()}>
            {waiting ? t('shell.countdown', { s: countdown.seconds }) : t('shell.sendCode')}
          </Button>
        }
      />
      <LoginError message={login.error} />
      <Button htmlType="submit" theme="solid" type="primary" size="large" block loading={login.pending}>
        {t('shell.login')}
      </Button>
    </form>
  );
}
