export { ImportDialog } from './ImportDialog.tsx';
export type { ImportDialogProps } from './ImportDialog.tsx';
