// Declared list screens (ProTable-style): columns that also say how their values read, filters as a Semi Form.
export { defineListScreen } from './defineListScreen.tsx';
export { ListTable } from './ListTable.tsx';
export { FilterForm } from './FilterForm.tsx';
export type { ListColumn, ListContext, ListFilter, ListSpec, ValueType } from './types.ts';
export { ExportButton, exportFilters } from './ExportButton.tsx';
export type { ExportButtonProps } from './ExportButton.tsx';
