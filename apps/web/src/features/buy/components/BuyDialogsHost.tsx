import { Suspense, lazy, useEffect, useRef } from 'react';
import { isMicrosoftStoreApp } from '../../../app/in-app';
import { useLocation } from '../../../shared/routing';
import { MountOnceOpened } from '../../../shared/MountOnceOpened';
import { useLoginDialog, useSession } from '../../auth';
import { openBuyDialog, takeResume, useBuyDialog } from '../buy-dialogs-store';
import { orderIdFrom } from '../order-param';

// The dialogs' code loads when one is first opened, and the checkout return's when the address has an
// order for a signed-in user, so the first page stays small.
const BuyDialogs = lazy(() => import('./BuyDialogs').then((m) => ({ default: m.BuyDialogs })));
const OrderReturn = lazy(() => import('./OrderReturn').then((m) => ({ default: m.OrderReturn })));
const StoreNotice = lazy(() => import('./StoreNotice').then((m) => ({ default: m.StoreNotice })));

/**
 * Mounted once in the app shell: shows the buying dialog the store names, reopens the one that was closed
 * for a sign-in once the user is signed in, handles the return from a checkout (`?order=<id>`), and in the
 * Microsoft Store app shows the Store's notices.
 */
export function BuyDialogsHost() {
  const dialog = useBuyDialog();
  const login = useLoginDialog();
  const { session, isGuest } = useSession();
  const { search } = useLocation();
  const orderReturn = !!session && orderIdFrom(search) !== null;

  // After the login dialog closes: signed in with an email → back to the dialog; otherwise forget it.
  const loginWasOpen = useRef(login.opened);
  useEffect(() => {
    if (loginWasOpen.current && !login.opened) {
      const resume = takeResume();
      if (resume && session && !isGuest) openBuyDialog(resume);
    }
    loginWasOpen.current = login.opened;
  }, [login.opened, session, isGuest]);

  return (
    <>
      {orderReturn && (
        <Suspense fallback={null}>
          <OrderReturn />
        </Suspense>
      )}
      {isMicrosoftStoreApp() && (
        <Suspense fallback={null}>
          <StoreNotice />
        </Suspense>
      )}
      <MountOnceOpened opened={dialog !== null}>
        <BuyDialogs dialog={dialog} />
      </MountOnceOpened>
    </>
  );
}
