// The latest announcement (spec §3, §4 Other): shown once per id per user, remembered in local storage keyed by
// the user's phone.
import { latestAnnouncement } from '../../core/contract/api/announcements.ts';
import { storageKey } from '../../core/platform/index.ts';
import type { KeyValueStore } from '../../core/platform/index.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { useSessionState } from '../../ui/session/index.ts';

/** `backroom:announcement:<phone>` → the id of the last announcement shown to that user (local storage). */
export function announcementSeenKey(phone: string): string {
  return storageKey(`announcement:${phone}`);
}

/** indexFlag 1 marks an announcement that pops up (server OpenAPI); 0 ones are listed only. */
export const POP_UP_INDEX_FLAG = 1;

export function wasShown(local: KeyValueStore, phone: string, id: number): boolean {
  return local.getItem(announcementSeenKey(phone)) === String(id);
}

export function rememberShown(local: KeyValueStore, phone: string, id: number): void {
  local.setItem(announcementSeenKey(phone), String(id));
}

/** The latest announcement of the current identity's organisation; null when there is none. */
export function useLatestAnnouncementQuery() {
  const { staff } = useSessionState();
  return useCallQuery(latestAnnouncement, {}, { enabled: staff !== null, staleTime: Infinity, silent: true });
}
