import { Suspense, lazy, useState } from 'react';
import type { SignedInSession } from '@muse/contracts';
import { UserMenuTrigger } from './UserMenuTrigger';

// The menu (a popover and the positioning library its dropdown needs) loads only when the pointer comes
// near the avatar or it is pressed: the signed-in first page carries the avatar alone.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** The avatar at once; the menu behind it once wanted (`'open'`: it was pressed, so it opens on arrival). */
export function SignedInControls({ session }: { session: SignedInSession }) {
  const [wanted, setWanted] = useState<'no' | 'load' | 'open'>('no');
  const trigger = (
    <UserMenuTrigger
      session={session}
      onPointerEnter={() => setWanted((w) => (w === 'no' ? 'load' : w))}
      onTouchStart={() => setWanted((w) => (w === 'no' ? 'load' : w))}
      onClick={() => setWanted('open')}
    />
  );
  if (wanted === 'no') return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenu session={session} openOnMount={wanted === 'open'} />
    </Suspense>
  );
}
