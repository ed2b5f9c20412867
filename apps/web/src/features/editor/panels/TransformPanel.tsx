import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlipHorizontal, IconFlipVertical, IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { flipPicture, turnPicture } from '../image-ops';
import { layersAfterFlip, layersAfterTurn } from '../layer-geometry';
import type { EditorDocument, WorkingImage } from '../state/editor-document';
import { useEditor } from '../state/editor-context';

type Action = 'left' | 'right' | 'horizontal' | 'vertical';

const ACTIONS: readonly { id: Action; label: string; icon: ReactNode }[] = [
  { id: 'left', label: 'Rotate left', icon: <IconRotate2 size={18} aria-hidden /> },
  { id: 'right', label: 'Rotate right', icon: <IconRotateClockwise2 size={18} aria-hidden /> },
  { id: 'horizontal', label: 'Flip horizontally', icon: <IconFlipVertical size={18} aria-hidden /> },
  { id: 'vertical', label: 'Flip vertically', icon: <IconFlipHorizontal size={18} aria-hidden /> },
];

async function transformed(
  doc: EditorDocument,
  action: Action,
): Promise<[WorkingImage, EditorDocument['textLayers']]> {
  const { image, textLayers } = doc;
  if (action === 'left' || action === 'right') {
    const clockwise = action === 'right';
    return [await turnPicture(image, clockwise), layersAfterTurn(textLayers, image, clockwise)];
  }
  return [await flipPicture(image, action), layersAfterFlip(textLayers, image, action)];
}

/** Transform: quarter turns and flips made part of the picture (text layers move with it). */
export function TransformPanel() {
  const { store, snapshot } = useEditor();
  const [running, setRunning] = useState<Action | null>(null);
  const run = async (action: Action) => {
    setRunning(action);
    try {
      const [image, textLayers] = await transformed(store.get().doc, action);
      store.replaceImage(image, (doc) => ({ ...doc, textLayers }));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Couldn’t change the picture',
        message: (error as Error).message,
      });
    } finally {
      setRunning(null);
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Turn the picture a quarter at a time or mirror it.
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        {ACTIONS.map((a) => (
          <Button
            key={a.id}
            variant="default"
            leftSection={a.icon}
            loading={running === a.id}
            disabled={(running !== null && running !== a.id) || snapshot.ui.busy}
            onClick={() => void run(a.id)}
          >
            {a.label}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
