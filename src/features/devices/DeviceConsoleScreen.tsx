// Screen.deviceSubApp (设备控制台, under the device sub-application's prefix): find a device and command it. When
// <device-panel> is registered, <admin-shell> mounts it for the sub-application instead (SUB_APP_ELEMENTS).
import { deviceScreen } from './DeviceScreen.tsx';

export default deviceScreen('console');
