import { Suspense, lazy } from 'react';

// Loaded in two steps on purpose: the page's chunk lists the files of every chunk it may load (to preload
// them with it), and the gift card content uses many components, each with its own stylesheet. Importing
// this small module first keeps that list — bytes of every first load of /images — to one file; the
// content's files load when the popup is first opened.
const GiftCardsDialog = lazy(() => import('../../gifts').then((m) => ({ default: m.GiftCardsDialog })));

/** The generator page's gift card popup (see `GiftCardsDialog`). */
export function GiftCardsPopup(props: { opened: boolean; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <GiftCardsDialog {...props} />
    </Suspense>
  );
}
