// The latest-announcement popup's words (i18n namespace `announcement`); its button is a contract message.
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const latestAnnouncementWords = defineWords('announcement', {
  latestAnnouncement: { zh: '最新公告', en: 'Latest announcement' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    announcement: WordsOf<typeof latestAnnouncementWords>;
  }
}
