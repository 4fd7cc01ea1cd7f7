// Screen.coolers: the coolers of the identity's organisation and department subtree; 详情 opens one (commands include
// the picture capture, shown when it arrives, and the pingback).
import { deviceScreen } from './DeviceScreen.tsx';

export default deviceScreen('list', 'cooler');
