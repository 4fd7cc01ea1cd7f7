// The convenience sub-application's pages by path (spec §2: /Layout/convenience and below), as <store-home> shows
// them: the store home, the store list and a single store's detail (`?id=`); any other path is not found.
import { Empty } from '@douyinfe/semi-ui';
import { Route } from '../../core/contract/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import StoreDetailScreen from './StoreDetailScreen.tsx';
import StoreHomeScreen from './StoreHomeScreen.tsx';
import StoreListScreen from './StoreListScreen.tsx';
import { STORE_LIST_PATH } from './storePaths.ts';
import { convenienceWords } from './words.ts';

export interface ConvenienceAppProps {
  /** The page's full path, query included. */
  path: string;
  navigate(path: string): void;
}

function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function ConvenienceApp({ path, navigate }: ConvenienceAppProps) {
  const { t } = useWords(convenienceWords);
  const pathname = pathnameOf(path);
  if (pathname === Route.convenience || pathname === Route.convenienceStoreHome) {
    return <StoreHomeScreen path={path} title={t('storeHome')} navigate={navigate} />;
  }
  if (pathname === STORE_LIST_PATH) return <StoreListScreen path={path} title={t('storeList')} navigate={navigate} />;
  if (pathname === Route.convenienceStoreDetail) return <StoreDetailScreen path={path} title={t('storeDetail')} navigate={navigate} />;
  return <Empty className="backroom-store-not-found" title={t('shell.notFound', { ns: 'translation' })} description={path} />;
}
