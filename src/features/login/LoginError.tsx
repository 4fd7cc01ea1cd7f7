import { Banner } from '@douyinfe/semi-ui';

/** The §8 message of a failed attempt, inside the form; Semi's Banner is a role="alert", so screen readers announce it. */
export function LoginError({ message, tone = 'danger' }: { message: string | null; tone?: 'danger' | 'warning' }) {
  if (!message) return null;
  return (
    <div className="backroom-login-error">
      <Banner type={tone} fullMode={false} closeIcon={null} description={message} />
    </div>
  );
}
