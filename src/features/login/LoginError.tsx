import { Suspense, lazy } from 'react';

// Semi's Banner brings Typography and Tooltip: fetched with the first message, not with every login (issue 15).
const Banner = lazy(() => import('@douyinfe/semi-ui/lib/es/banner/index.js'));

/** The §8 message of a failed attempt, inside the form; Semi's Banner is a role="alert", so screen readers announce it. */
export function LoginError({ message, tone = 'danger' }: { message: string | null; tone?: 'danger' | 'warning' }) {
  if (!message) return null;
  return (
    <div className="backroom-login-error">
      <Suspense fallback={null}>
        <Banner type={tone} fullMode={false} closeIcon={null} description={message} />
      </Suspense>
    </div>
  );
}
