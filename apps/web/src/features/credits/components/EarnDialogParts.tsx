import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { openLoginDialog } from '../../auth';
import { closeCreditsDialogs, openCreditsDialog } from '../dialogs-store';

// The parts the share and streak dialogs (ways to earn, opened from the credits dialog) share.

/** Earning needs an email account: the button leaves the dialog for the sign-in dialog. */
export function SignInToEarn({ label }: { label: string }) {
  return (
    <Button
      onClick={() => {
        closeCreditsDialogs();
        openLoginDialog();
      }}
    >
      {label}
    </Button>
  );
}

/** Back to the credits dialog (for anyone with a session, who can see it) and Close. */
export function EarnDialogFooter({ signedIn }: { signedIn: boolean }) {
  return (
    <Group justify="space-between">
      {signedIn ? (
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={openCreditsDialog}
        >
          Back to credits
        </Button>
      ) : (
        <span />
      )}
      <Button variant="default" onClick={closeCreditsDialogs}>
        Close
      </Button>
    </Group>
  );
}
