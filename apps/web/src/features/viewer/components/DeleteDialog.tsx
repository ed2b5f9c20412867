import { Button, Group, Modal, Text } from '@mantine/core';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../shared/layers';

/** §5: a delete is confirmed first. */
export function DeleteDialog(props: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  loading: boolean;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Delete this image?"
      centered
      zIndex={GLOBAL_DIALOG_Z_INDEX}
      closeOnEscape={false}
    >
      <Text size="sm">It will be removed from your creations and can't be brought back.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose}>
          Keep it
        </Button>
        <Button color="red" onClick={props.onConfirm} loading={props.loading}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
