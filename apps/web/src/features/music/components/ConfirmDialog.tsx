import { Button, Group, Modal, Text } from '@mantine/core';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../shared/layers';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel?: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before something that can't be undone (deleting a track or an extension). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered zIndex={GLOBAL_DIALOG_Z_INDEX}>
      {message && <Text size="sm">{message}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
