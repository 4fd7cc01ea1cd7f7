// The figure cards of the home page, in groups; a card whose screen is in the user's menus opens it.
import { Skeleton } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import type { ScreenName } from '../../core/contract/index.ts';
import { PAINT_MARK } from '../../ui/screen/index.ts';
import type { Figure, FigureGroup } from './figures.ts';

export interface FigureCardsProps {
  groups: readonly FigureGroup[];
  routeOf(screens: readonly ScreenName[]): string | null;
  navigate(path: string): void;
}

function FigureCard({ figure, path, navigate }: { figure: Figure; path: string | null; navigate(path: string): void }) {
  const { t } = useTranslation();
  const content = (
    <>
      <span className="backroom-dash-figure-label">{t(figure.label)}</span>
      <span className="backroom-dash-figure-value" elementtiming={PAINT_MARK.figures}>
        {figure.value}
      </span>
      {figure.detail && <span className="backroom-dash-figure-detail">{t(figure.detail.key, figure.detail.values)}</span>}
    </>
  );
  const className = `backroom-dash-figure backroom-dash-figure-${figure.tone}`;
  if (path === null) {
    return (
      <div className={className} data-figure={figure.key}>
        {content}
      </div>
    );
  }
  return (
    <button type="button" className={className} data-figure={figure.key} data-path={path} onClick={() => navigate(path)}>
      {content}
    </button>
  );
}

export function FigureCards({ groups, routeOf, navigate }: FigureCardsProps) {
  const { t } = useTranslation();
  return (
    <div className="backroom-dash-groups">
      {groups.map((group) => (
        <section key={group.key} className="backroom-dash-group" data-group={group.key} aria-label={t(group.title)}>
          <h3 className="backroom-dash-group-title">{t(group.title)}</h3>
          <div className="backroom-dash-figures">
            {group.figures.map((figure) => (
              <FigureCard key={figure.key} figure={figure} path={routeOf(figure.screens)} navigate={navigate} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** Three groups of placeholder cards while the figures load. */
export function FigureCardsSkeleton() {
  const { t } = useTranslation();
  const groups = [3, 4, 3];
  return (
    <div className="backroom-dash-groups backroom-dash-loading" aria-busy="true" aria-label={t('shell.loading')}>
      {groups.map((count, index) => (
        <section key={index} className="backroom-dash-group">
          <Skeleton active loading placeholder={<Skeleton.Title className="backroom-dash-skeleton-title" />} />
          <div className="backroom-dash-figures">
            {Array.from({ length: count }, (_, card) => (
              <div key={card} className="backroom-dash-figure">
                <Skeleton active loading placeholder={<Skeleton.Paragraph rows={2} />} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
