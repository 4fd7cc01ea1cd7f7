// Pops the latest announcement up once per id per user (spec §3, §4 Other); mount it once in the layout.
import { useEffect, useState } from 'react';
import type { Announcement } from '../../core/contract/api/announcements.ts';
import { useSessionServices, useSessionState } from '../../ui/session/index.ts';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import { POP_UP_INDEX_FLAG, rememberShown, useLatestAnnouncementQuery, wasShown } from './useLatestAnnouncement.ts';

export function LatestAnnouncement() {
  const { platform } = useSessionServices();
  const { staff } = useSessionState();
  const { data: latest } = useLatestAnnouncementQuery();
  const [shown, setShown] = useState<Announcement | null>(null);
  const phone = staff?.phone ?? null;

  useEffect(() => {
    if (!latest || phone === null || latest.indexFlag !== POP_UP_INDEX_FLAG) return;
    if (wasShown(platform.local, phone, latest.id)) return;
    // Remembered as it is shown: "shown once", even when the tab closes before 知道了.
    rememberShown(platform.local, phone, latest.id);
    setShown(latest);
  }, [latest, phone, platform]);

  return <AnnouncementDialog announcement={shown} open={shown !== null} onClose={() => setShown(null)} />;
}
