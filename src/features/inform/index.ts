// Message notifications (spec §2): the /common/inform screen (Screen.inform) and the top bar's message icon.
export { InformScreen } from './InformScreen.tsx';
export type { InformScreenProps } from './InformScreen.tsx';
export { MessageIconButton } from './MessageIconButton.tsx';
export type { MessageIconButtonProps } from './MessageIconButton.tsx';
export { notificationKeys } from './queries.ts';
export type { HandledFilter } from './queries.ts';
