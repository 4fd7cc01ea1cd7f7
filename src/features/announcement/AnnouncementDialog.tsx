import { Button, Modal, Typography } from '@douyinfe/semi-ui';
import type { Announcement } from '../../core/contract/api/announcements.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { SafeHtml } from './SafeHtml.tsx';
import { latestAnnouncementWords } from './words.ts';
import './announcement.css';

export interface AnnouncementDialogProps {
  announcement: Pick<Announcement, 'id' | 'title' | 'content'> | null;
  open: boolean;
  onClose(): void;
}

/** One announcement: its title, and its content as sanitised HTML. */
export function AnnouncementDialog({ announcement, open, onClose }: AnnouncementDialogProps) {
  const { t } = useWords(latestAnnouncementWords);
  return (
    <Modal
      className="backroom-announcement-dialog"
      visible={open && announcement !== null}
      title={
        <span className="backroom-announcement-title">
          <Typography.Text type="tertiary" size="small">
            {t('latestAnnouncement')}
          </Typography.Text>
          <span>{announcement?.title}</span>
        </span>
      }
      width={600}
      onCancel={onClose}
      footer={
        <Button className="backroom-announcement-close" theme="solid" type="primary" onClick={onClose}>
          {t('messages.gotIt', { ns: 'translation' })}
        </Button>
      }
    >
      {announcement && <SafeHtml className="backroom-announcement-content" html={announcement.content} />}
    </Modal>
  );
}
