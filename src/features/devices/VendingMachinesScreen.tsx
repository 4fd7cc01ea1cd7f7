// Screen.vendingMachines: the vending machines of the identity's organisation and department subtree; 详情 opens one
// (its info, commands, bindings, lanes, online report, operations log).
import { deviceScreen } from './DeviceScreen.tsx';

export default deviceScreen('list', 'vending');
