import { Suspense, lazy, useState } from 'react';
import type { SignedInSession } from '@muse/contracts';
import { useProfileSync } from '../hooks/use-profile-sync';
import { UserMenuTrigger } from './UserMenuTrigger';

// The menu (a popover and the positioning library its dropdown needs) loads only when the pointer comes
// near the avatar or it is pressed: the signed-in first page carries the avatar alone.
const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/**
 * The avatar at once; the menu behind it once pressed, opening on arrival. Coming near the avatar only
 * fetches the menu's code: the button stays the same element until it is pressed, so a press that began
 * on it is never lost to a button swapped in under the pointer. Also sends the browser's profile when the
 * session asks for it (`useProfileSync`).
 */
export function SignedInControls({ session }: { session: SignedInSession }) {
  const [pressed, setPressed] = useState(false);
  useProfileSync(session);
  const trigger = (
    <UserMenuTrigger
      session={session}
      onPointerEnter={() => void loadUserMenu()}
      onTouchStart={() => void loadUserMenu()}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenu session={session} openOnMount />
    </Suspense>
  );
}
