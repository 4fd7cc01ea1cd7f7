// <store-home>: the convenience stores as one element (issue 12, spec §2 /Layout/convenience): the store home
// (every store with today's figures, the sub-order counts, the exceptions to handle) and a single store's detail
// (its information and sub-orders, where an exception is handled after a confirmation).
//   <store-home>                      the store home; its pages follow one another in memory
//   <store-home shop-id="102">        that store's detail alone (a partner page showing one store)
//   <store-home path="/Layout/...">   the page of that path: <admin-shell> mounts the element once as its convenience
//                                     sub-application and tells it the page so
// Every page change is announced by a cancelable `backroom-navigate` { path }; a host that cancels it takes the
// navigation over (admin-shell does) and answers with `path`. The element never touches the page's URL.
// The session comes from the page's shared bus or the stored token; without one it asks to log in first.
import { useCallback, useState } from 'react';
import { Empty } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { Route } from '../src/core/contract/index.ts';
import { ConvenienceApp, storeDetailPath } from '../src/features/convenience/index.ts';
import { useEmit } from '../src/ui/providers/index.ts';
import { ElementSession, useSessionState } from '../src/ui/session/index.ts';
import { defineElement } from './base/index.ts';
import type { CommonElementProps } from './base/index.ts';

export interface StoreHomeProps {
  /** The page to show, e.g. /Layout/convenience/convenienceStores/singlestoreDetail?id=102. */
  path: string | null;
  /** A shop's id: its detail, whatever `path` says. */
  shopId: number | null;
}

/** Where the element starts: the shop of `shop-id`, else `path`, else the store home. */
function startOf({ path, shopId }: StoreHomeProps): string {
  if (typeof shopId === 'number' && Number.isInteger(shopId) && shopId > 0) return storeDetailPath(shopId);
  return path?.trim() || Route.convenienceStoreHome;
}

function StorePages(props: StoreHomeProps) {
  const { t } = useTranslation();
  const emit = useEmit();
  const { token } = useSessionState();
  const start = startOf(props);
  // The page shown; the host's `path` or `shop-id` changing starts again from it.
  const [shown, setShown] = useState({ start, page: start });
  if (shown.start !== start) setShown({ start, page: start });
  const navigate = useCallback(
    (path: string) => {
      if (emit('backroom-navigate', { path, replace: false })) setShown((current) => ({ ...current, page: path }));
    },
    [emit],
  );
  if (!token) return <Empty className="backroom-store-sign-in" title={t('shell.signInFirst')} />;
  return <ConvenienceApp path={shown.page} navigate={navigate} />;
}

function StoreHomeElement({ apiBase, country, locale, path, shopId }: CommonElementProps & StoreHomeProps) {
  return (
    <ElementSession apiBase={apiBase} country={country} locale={locale}>
      <div className="backroom-store-home">
        <StorePages path={path} shopId={shopId} />
      </div>
    </ElementSession>
  );
}

export const storeHome = defineElement<StoreHomeProps>({
  tag: 'store-home',
  component: StoreHomeElement,
  attributes: {
    path: { type: 'string', default: null },
    'shop-id': { type: 'number', default: null },
  },
  events: ['backroom-ready', 'backroom-navigate', 'backroom-logout', 'backroom-error'],
});
