// The shell's own pages (spec §2): 401, 403, not found, "screen not available" for an unknown component name,
// and a session that could not load. Each says what happened and offers the way on.
import type { ReactNode } from 'react';
import { Button, Empty } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';

interface StatusScreenProps {
  kind: string;
  title: string;
  description: string;
  action?: ReactNode;
}

function StatusScreen({ kind, title, description, action }: StatusScreenProps) {
  return (
    <section className="backroom-status-screen" data-status={kind} role="status">
      <Empty title={title} description={description}>
        {action}
      </Empty>
    </section>
  );
}

interface GoProps {
  onGo(): void;
}

export function NotFoundScreen({ onGo }: GoProps) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      kind="not-found"
      title={t('shell.notFound')}
      description={t('shell.notFoundHint')}
      action={<Button onClick={onGo}>{t('shell.backHome')}</Button>}
    />
  );
}

export function UnauthorizedScreen({ onGo }: GoProps) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      kind="unauthorized"
      title={`401 ${t('shell.unauthorized')}`}
      description={t('shell.unauthorizedHint')}
      action={<Button onClick={onGo}>{t('shell.toLogin')}</Button>}
    />
  );
}

export function ForbiddenScreen({ onGo }: GoProps) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      kind="forbidden"
      title={`403 ${t('shell.forbidden')}`}
      description={t('shell.forbiddenHint')}
      action={<Button onClick={onGo}>{t('shell.backHome')}</Button>}
    />
  );
}

export function ScreenNotAvailable({ component, onGo }: GoProps & { component: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      kind="screen-not-available"
      title={t('shell.screenNotAvailable')}
      description={t('shell.screenNotAvailableHint', { component })}
      action={<Button onClick={onGo}>{t('shell.backHome')}</Button>}
    />
  );
}

export function SessionFailedScreen({ onRetry, onLogin }: { onRetry(): void; onLogin(): void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      kind="session-failed"
      title={t('shell.sessionFailed')}
      description={t('codes.unknown')}
      action={
        <div className="backroom-status-actions">
          <Button theme="solid" onClick={onRetry}>{t('shell.retry')}</Button>
          <Button onClick={onLogin}>{t('shell.toLogin')}</Button>
        </div>
      }
    />
  );
}
