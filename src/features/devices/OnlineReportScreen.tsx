// Screen.onlineReport (在线报表): the fleet's online rate by day and by device.
import { deviceScreen } from './DeviceScreen.tsx';

export default deviceScreen('online-report');
