import { Suspense, lazy, useState } from 'react';
import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useLocation } from '../../../shared/routing';
import { openLoginDialog, useSession } from '../../auth';
import { canOpenHelperChat, showsHelperButton } from '../helper-access';
import classes from './HelperChat.module.css';

// The chat's code loads when it is first opened, so every page's first load stays small.
const HelperChatDialog = lazy(() =>
  import('./HelperChatDialog').then((m) => ({ default: m.HelperChatDialog })),
);

/**
 * The floating "chat with us" button. Signed out, or a guest outside the image view, it opens the sign-in
 * dialog instead of the chat.
 */
export function HelperChat() {
  const { pathname } = useLocation();
  const { session } = useSession();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const allowed = canOpenHelperChat(session, pathname);

  return (
    <>
      {showsHelperButton(pathname) && (
        <Button
          className={classes.launcher}
          radius="xl"
          size="md"
          variant="gradient"
          leftSection={<IconMessageCircle size={20} aria-hidden />}
          aria-haspopup="dialog"
          onClick={() => {
            if (!allowed) return openLoginDialog();
            setLoaded(true);
            setOpened(true);
          }}
        >
          Chat with us
        </Button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <HelperChatDialog opened={opened && allowed} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
