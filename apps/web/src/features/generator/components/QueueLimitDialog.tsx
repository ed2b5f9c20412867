import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QUEUE_LIMIT_MESSAGE } from '@muse/domain';

/** §8: the queue is full for this tier. */
export function QueueLimitDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Queue full" centered>
      <Text>{QUEUE_LIMIT_MESSAGE}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Not now
        </Button>
        <Button component={Link} to="/pricing" onClick={onClose}>
          Upgrade
        </Button>
      </Group>
    </Modal>
  );
}
