import { Button, Group, Modal, Text } from '@mantine/core';
import { useNestedDialog } from '../nested-dialogs';

/** "Delete this topic?" before a topic and its questions are deleted (§2 "a delete confirmation dialog"). */
export function DeleteTopicDialog({
  opened,
  topic,
  deleting,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  topic: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  useNestedDialog(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Delete this topic?"
      size="sm"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">
        “{topic}” and its questions and answers will be deleted. The assistant stops answering from it.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
