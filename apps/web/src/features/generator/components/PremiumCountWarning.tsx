import { Button, Group, Modal, Text, Title } from '@mantine/core';

/**
 * The upgrade warning before a Premium-only image option (more than two pictures in one run): Upgrade opens
 * the plans, Continue goes on with the count chosen before (nothing changes). Premium and Ultimate never see it.
 */
export function PremiumCountWarning({
  count,
  allowedMax,
  onUpgrade,
  onContinue,
}: {
  /** the locked count that was chosen, or null when closed */
  count: number | null;
  allowedMax: number;
  onUpgrade: () => void;
  onContinue: () => void;
}) {
  return (
    <Modal
      opened={count !== null}
      onClose={onContinue}
      title={
        <Title order={2} fz="h3">
          {count ?? 3} pictures at once come with Premium
        </Title>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>
        Premium and Ultimate make up to 4 pictures in one run, are generated first, and keep pictures private.
        Your plan makes up to {allowedMax} at a time.
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
