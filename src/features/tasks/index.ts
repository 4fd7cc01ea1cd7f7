// Async export tasks (issue 4). The screen is the default export of TasksScreen.tsx, loaded lazily by the shell's
// screen registry; TaskList is the list itself, for hosts that want it elsewhere.
export { TaskList } from './TaskList.tsx';
export type { TaskListProps } from './TaskList.tsx';
export { saveFile, startDownloads } from './startDownloads.ts';
export { taskWords } from './words.ts';
export { ExportCacheButton } from './ExportCacheButton.tsx';
