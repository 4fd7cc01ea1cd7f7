// <store-home>'s component (loaded on first render; elements/store-home.tsx declares the element).
import { useCallback, useState } from 'react';
import { Route } from '../../src/core/contract/index.ts';
import { ConvenienceApp, storeDetailPath } from '../../src/features/convenience/index.ts';
import { useEmit } from '../../src/ui/providers/index.ts';
import { ElementSession, useSessionState } from '../../src/ui/session/index.ts';
import type { CommonElementProps } from '../base/index.ts';
import { SignInGate } from '../base/SignInGate.tsx';
import type { StoreHomeProps } from '../store-home.tsx';

/** Where the element starts: the shop of `shop-id`, else `path`, else the store home. */
function startOf({ path, shopId }: StoreHomeProps): string {
  if (typeof shopId === 'number' && Number.isInteger(shopId) && shopId > 0) return storeDetailPath(shopId);
  return path?.trim() || Route.convenienceStoreHome;
}

function StorePages(props: StoreHomeProps) {
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
  if (!token) return <SignInGate>{null}</SignInGate>;
  return <ConvenienceApp path={shown.page} navigate={navigate} />;
}

export function StoreHomeElement({ apiBase, country, locale, path, shopId }: CommonElementProps & StoreHomeProps) {
  return (
    <ElementSession apiBase={apiBase} country={country} locale={locale}>
      <div className="backroom-store-home">
        <StorePages path={path} shopId={shopId} />
      </div>
    </ElementSession>
  );
}
