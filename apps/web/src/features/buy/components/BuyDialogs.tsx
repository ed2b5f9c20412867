import { useState } from 'react';
import { closeBuyDialog, type BuyDialog } from '../buy-dialogs-store';
import { BuyCreditsDialog } from './BuyCreditsDialog';
import { MembershipModal } from './MembershipModal';
import { SubscribeDialog } from './SubscribeDialog';
import { TrialOfferDialog } from './TrialOfferDialog';

/** Every buying dialog, each open when the store says so (loaded on demand by BuyDialogsHost). */
export function BuyDialogs({ dialog }: { dialog: BuyDialog | null }) {
  // The membership modal keeps its last mode while it closes, so its content does not jump.
  const [activating, setActivating] = useState(false);
  if (dialog?.kind === 'membership' && dialog.activating !== activating) setActivating(dialog.activating);
  return (
    <>
      <BuyCreditsDialog opened={dialog?.kind === 'credits'} onClose={closeBuyDialog} />
      <SubscribeDialog opened={dialog?.kind === 'subscribe'} onClose={closeBuyDialog} />
      <TrialOfferDialog opened={dialog?.kind === 'trial'} onClose={closeBuyDialog} />
      <MembershipModal
        opened={dialog?.kind === 'membership'}
        activating={activating}
        onClose={closeBuyDialog}
      />
    </>
  );
}
