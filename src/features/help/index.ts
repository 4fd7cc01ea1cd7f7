// The help centre (spec §2, issue 5): the /help screen and the top bar's icon that opens it.
export { HelpCentreScreen } from './HelpCentreScreen.tsx';
export type { HelpCentreScreenProps } from './HelpCentreScreen.tsx';
export { HelpIconButton } from './HelpIconButton.tsx';
export type { HelpIconButtonProps } from './HelpIconButton.tsx';
export { HELP_SECTIONS } from './sections.ts';
export type { HelpSection } from './sections.ts';
