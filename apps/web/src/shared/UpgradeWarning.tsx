import type { ReactNode } from 'react';
import { Button, Group, Modal, Text, Title } from '@mantine/core';

/**
 * The upgrade warning before an option a higher plan brings (the generator's Premium counts, Ultimate's
 * characters and start pictures): what it is, what the plan gives, Upgrade (opens the plans) and Continue
 * (goes on without it).
 */
export function UpgradeWarning({
  opened,
  title,
  children,
  onUpgrade,
  onContinue,
}: {
  opened: boolean;
  title: string;
  /** what the plan gives */
  children: ReactNode;
  onUpgrade(): void;
  onContinue(): void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title={
        <Title order={2} fz="h3">
          {title}
        </Title>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onContinue}>
          Continue
        </Button>
        <Button onClick={onUpgrade}>Upgrade</Button>
      </Group>
    </Modal>
  );
}
