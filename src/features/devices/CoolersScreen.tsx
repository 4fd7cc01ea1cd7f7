// Screen.coolers: the coolers of the identity's organisation and department subtree.
import { ApiPath, Screen } from '../../core/contract/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { DeviceList } from './DeviceList.tsx';

export default function CoolersScreen({ title }: AreaScreenProps) {
  return <DeviceList screen={Screen.coolers} title={title} pagePath={ApiPath.coolerPage} />;
}
