// Screen.deviceMonitor (设备监控大屏, menu meta hideLayout): the fleet at a glance, live through the event stream.
import { deviceScreen } from './DeviceScreen.tsx';

export default deviceScreen('monitor');
