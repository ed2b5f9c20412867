import type { ReactNode } from 'react';
import { Button, Modal, Title } from '@mantine/core';

/** The size and settings panel on narrow screens (under 800 px): a full-screen dialog with a Done button. */
export function SettingsDialog({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={
        <Title order={2} fz="h3">
          Size and settings
        </Title>
      }
      closeButtonProps={{ 'aria-label': 'Close settings' }}
    >
      {children}
      <Button fullWidth mt="lg" onClick={onClose}>
        Done
      </Button>
    </Modal>
  );
}
