// The help centre at /help (spec §2, issue 5), opened in a new tab: what each area of the back office is for.
import { Typography } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { HELP_SECTIONS } from './sections.ts';
import type { HelpSection } from './sections.ts';
import './help.css';
import type { ScreenProps } from '../../ui/screen/index.ts';

/** The shell's screen props; the help centre needs none of them (it also opens alone, at /help). */
export type HelpCentreScreenProps = Partial<ScreenProps>;

function useSectionText() {
  const { t } = useTranslation();
  return (section: HelpSection) => {
    const values = Object.fromEntries(
      Object.entries(section.values ?? {}).map(([name, value]) => [name, typeof value === 'number' ? value : t(value.message)]),
    );
    return { title: t(`shell.${section.title}`), body: t(`shell.${section.body}`, values) };
  };
}

export function HelpCentreScreen(_props: HelpCentreScreenProps) {
  const { t } = useTranslation();
  const textOf = useSectionText();
  const sections = HELP_SECTIONS.map((section) => ({ ...section, ...textOf(section) }));
  return (
    <article className="backroom-help" aria-labelledby="backroom-help-title">
      <Typography.Title heading={2} id="backroom-help-title">
        {t('messages.helpCentre')}
      </Typography.Title>
      <Typography.Paragraph className="backroom-help-intro">{t('shell.helpIntro')}</Typography.Paragraph>
      <nav className="backroom-help-contents" aria-label={t('shell.helpContents')}>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              {/* In-page anchors: the screen lives in a shadow root, so scroll there rather than change the URL. */}
              <a
                href={`#help-${section.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  const target = (event.currentTarget.getRootNode() as ParentNode).querySelector(`#help-${section.id}`);
                  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={`help-${section.id}`} className="backroom-help-section" aria-labelledby={`help-${section.id}-title`}>
          <Typography.Title heading={4} id={`help-${section.id}-title`}>
            {section.title}
          </Typography.Title>
          <Typography.Paragraph>{section.body}</Typography.Paragraph>
        </section>
      ))}
    </article>
  );
}

export default HelpCentreScreen;
