// Screen.vendingMachines: the vending machines of the identity's organisation and department subtree.
import { vendingMachinePage } from '../../core/contract/api/devices.ts';
import { Screen } from '../../core/contract/index.ts';
import { defineDeviceList } from './deviceList.tsx';

export default defineDeviceList(Screen.vendingMachines, vendingMachinePage);
