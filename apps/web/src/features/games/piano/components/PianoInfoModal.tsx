import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../../shared/layers';
import { PIANO_TEXTS as T } from '../piano-texts';

/** How to play: keys, timing, lives and points (above the game's own dialog when it is one). */
export function PianoInfoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      zIndex={GLOBAL_DIALOG_Z_INDEX + 10}
      opened={opened}
      onClose={onClose}
      title="How to play"
      closeButtonProps={{ 'aria-label': 'Close how to play' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">{T.intro}</Text>
        <List size="sm" spacing="xs">
          {T.howToPlay.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Got it
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
