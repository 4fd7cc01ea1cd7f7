// The latest announcement (spec §3, §4 Other): shown once per id per user, its HTML sanitised.
export { LatestAnnouncement } from './LatestAnnouncement.tsx';
export { AnnouncementDialog } from './AnnouncementDialog.tsx';
export type { AnnouncementDialogProps } from './AnnouncementDialog.tsx';
export { SafeHtml, sanitiseHtml } from './SafeHtml.tsx';
export type { SafeHtmlProps } from './SafeHtml.tsx';
export { announcementSeenKey } from './useLatestAnnouncement.ts';
