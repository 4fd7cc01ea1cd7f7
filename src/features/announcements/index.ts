// Announcements (issue 4): the proclamation list with add, edit, delete and the status toggle for holders of
// PROCLAMATION_EDIT. The screen is the default export of its own module, loaded lazily by the shell's registry.
export { ProclamationDialog } from './ProclamationDialog.tsx';
export type { ProclamationDialogProps, ProclamationValues } from './ProclamationDialog.tsx';
export { announcementWords } from './words.ts';
