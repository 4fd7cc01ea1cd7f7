export { repairAria, watchAria } from './ariaRepair.ts';
export { tabbables, trapDialogFocus } from './dialogFocus.ts';
