// Screen.coolers: the coolers of the identity's organisation and department subtree.
import { coolerPage } from '../../core/contract/api/devices.ts';
import { Screen } from '../../core/contract/index.ts';
import { defineDeviceList } from './deviceList.tsx';

export default defineDeviceList(Screen.coolers, coolerPage);
