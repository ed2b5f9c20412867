import { Button, Group, Modal, Text } from '@mantine/core';
import { QUEUE_LIMIT_MESSAGE } from '@muse/domain';
import { openSubscribe } from '../../buy';

/** The queue is full for this tier. */
export function QueueLimitDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Queue full" centered>
      <Text>{QUEUE_LIMIT_MESSAGE}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Not now
        </Button>
        <Button
          onClick={() => {
            onClose();
            openSubscribe();
          }}
        >
          Upgrade
        </Button>
      </Group>
    </Modal>
  );
}
