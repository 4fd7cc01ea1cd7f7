// <export-cache>'s component (loaded on first render; elements/export-cache.tsx declares the element).
import { ExportCacheButton } from '../../src/features/tasks/index.ts';
import { ElementSession } from '../../src/ui/session/index.ts';
import type { CommonElementProps } from '../base/index.ts';

export function ExportCacheElement({ apiBase, country, locale }: CommonElementProps) {
  return (
    <ElementSession apiBase={apiBase} country={country} locale={locale}>
      <ExportCacheButton />
    </ElementSession>
  );
}
