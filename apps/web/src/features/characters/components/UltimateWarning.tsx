import { Button, Group, Modal, Text, Title } from '@mantine/core';

/**
 * The upgrade note before an Ultimate-only option of the generator (a character, a picture to start from):
 * Upgrade opens the plans, Continue goes on without it. Ultimate never sees it.
 */
export function UltimateWarning({
  what,
  onUpgrade,
  onContinue,
}: {
  /** the option that was chosen, or null when closed */
  what: string | null;
  onUpgrade(): void;
  onContinue(): void;
}) {
  return (
    <Modal
      opened={what !== null}
      onClose={onContinue}
      title={
        <Title order={2} fz="h3">
          {what ?? 'This'} comes with Ultimate
        </Title>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>
        Ultimate keeps characters you reuse in every picture, starts pictures from your own photos and
        creations, and makes unlimited private images.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onContinue}>
          Continue
        </Button>
        <Button onClick={onUpgrade}>Upgrade</Button>
      </Group>
    </Modal>
  );
}
