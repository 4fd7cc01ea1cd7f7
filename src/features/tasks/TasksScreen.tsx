// Screen.asyncTasks: the caller's export tasks of the current organisation.
import { Screen } from '../../core/contract/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { TaskList } from './TaskList.tsx';

export default function TasksScreen({ title }: ScreenProps) {
  return (
    <ScreenFrame screen={Screen.asyncTasks} title={title}>
      <TaskList />
    </ScreenFrame>
  );
}
