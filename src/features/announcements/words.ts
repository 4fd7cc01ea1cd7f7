// The announcement list's and dialog's words (i18n namespace `announcements`).
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const announcementWords = defineWords('announcements', {
  addAnnouncement: { zh: '新增公告', en: 'New announcement' },
  editAnnouncement: { zh: '编辑公告', en: 'Edit announcement' },
  edit: { zh: '编辑', en: 'Edit' },
  popUpOnHome: { zh: '首页弹出', en: 'Pop up on home' },
  yes: { zh: '是', en: 'Yes' },
  no: { zh: '否', en: 'No' },
  announcementScope: { zh: '发布范围', en: 'Audience' },
  allOrganisations: { zh: '全部组织', en: 'All organisations' },
  ownOrganisation: { zh: '本组织', en: 'This organisation' },
  titleRequired: { zh: '请输入标题', en: 'Please enter a title' },
  contentRequired: { zh: '请输入内容', en: 'Please enter the content' },
  tooLong: { zh: '最多 {{max}} 个字', en: 'At most {{max}} characters' },
  announcementSaved: { zh: '保存成功', en: 'Saved' },
  announcementEnabled: { zh: '公告已启用', en: 'Announcement enabled' },
  announcementDisabled: { zh: '公告已停用', en: 'Announcement disabled' },
  deleteAnnouncementConfirm: { zh: '确定删除公告“{{title}}”吗？', en: 'Delete the announcement “{{title}}”?' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    announcements: WordsOf<typeof announcementWords>;
  }
}
