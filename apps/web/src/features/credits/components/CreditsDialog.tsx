import { Group, Modal, Title } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useSession } from '../../auth';
import { CREDITS_DIALOG_Z_INDEX, closeCreditsDialogs, useCreditsDialogs } from '../dialogs-store';
import { SignedInPanel } from './SignedInPanel';
import { SignedOutPanel } from './SignedOutPanel';
import classes from './CreditsDialogs.module.css';

/**
 * The credits dialog, at the top right under the credits button (§2). Signed in: plan, balance, renewal
 * line and the earn table; signed out: the sign-in form. Escape, the close button or a click outside close it.
 */
export function CreditsDialog() {
  const { open } = useCreditsDialogs();
  const { session } = useSession();

  return (
    <Modal
      opened={open === 'credits'}
      onClose={closeCreditsDialogs}
      zIndex={CREDITS_DIALOG_Z_INDEX}
      centered={false}
      size={440}
      padding="lg"
      classNames={{ inner: classes.topRight }}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Group gap={8} wrap="nowrap">
          <IconCoin size={24} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Title order={2} fz="h3">
            Credits
          </Title>
        </Group>
      }
    >
      {session ? <SignedInPanel session={session} /> : <SignedOutPanel />}
    </Modal>
  );
}
