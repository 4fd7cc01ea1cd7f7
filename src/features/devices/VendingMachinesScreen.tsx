// Screen.vendingMachines: the vending machines of the identity's organisation and department subtree.
import { ApiPath, Screen } from '../../core/contract/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { DeviceList } from './DeviceList.tsx';

export default function VendingMachinesScreen({ title }: AreaScreenProps) {
  return <DeviceList screen={Screen.vendingMachines} title={title} pagePath={ApiPath.vendingMachinePage} />;
}
