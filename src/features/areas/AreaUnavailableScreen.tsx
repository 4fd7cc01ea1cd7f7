// "This area is not available yet" (issue 4): the page keeps its menu title and says plainly that the area is
// not open, with no placeholder data.
import type { ComponentType } from 'react';
import { Empty } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { Area } from './areas.ts';
import type { AreaId } from './areas.ts';

/** What the shell hands every screen; only the title is used here. */
export interface AreaScreenProps {
  title: string;
}

export function AreaUnavailableScreen({ area, title }: AreaScreenProps & { area: AreaId }) {
  const { t } = useTranslation();
  return (
    <section className="backroom-area-unavailable" data-area={area} data-screen="area-unavailable">
      {title && <h2 className="backroom-screen-title">{title}</h2>}
      <Empty title={t('shell.areaNotAvailable', { area: t(Area[area]) })} description={t('shell.areaNotAvailableHint')} />
    </section>
  );
}

const screens = new Map<AreaId, ComponentType<AreaScreenProps>>();

/** One screen component per area, the same one every time (a stable type keeps kept-alive pages mounted). */
export function areaScreen(area: AreaId): ComponentType<AreaScreenProps> {
  let screen = screens.get(area);
  if (!screen) {
    const AreaScreen = ({ title }: AreaScreenProps) => <AreaUnavailableScreen area={area} title={title} />;
    AreaScreen.displayName = `AreaScreen(${area})`;
    screen = AreaScreen;
    screens.set(area, screen);
  }
  return screen;
}
