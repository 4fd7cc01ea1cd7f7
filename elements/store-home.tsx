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
import { defineElement, lazyComponent } from './base/index.ts';

export interface StoreHomeProps {
  /** The page to show, e.g. /Layout/convenience/convenienceStores/singlestoreDetail?id=102. */
  path: string | null;
  /** A shop's id: its detail, whatever `path` says. */
  shopId: number | null;
}

export const storeHome = defineElement<StoreHomeProps>({
  tag: 'store-home',
  component: lazyComponent(async () => (await import('./store-home/StoreHomeElement.tsx')).StoreHomeElement),
  attributes: {
    path: { type: 'string', default: null },
    'shop-id': { type: 'number', default: null },
  },
  events: ['backroom-ready', 'backroom-navigate', 'backroom-logout', 'backroom-error', 'backroom-login-required'],
});
