import { Banner } from '@douyinfe/semi-ui';

/** The §8 message of a failed attempt, inside the form; Semi's Banner is a role="alert", so screen readers announce it. */
export function LoginError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="backroom-login-error">
      <Banner type="danger" fullMode={false} closeIcon={null} description={message} />
    </div>
  );
}
