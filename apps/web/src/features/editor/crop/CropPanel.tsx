import { Button, Group, Stack, Text } from '@mantine/core';
import { canApplyCrop, clampCrop, clampCropInput, initialCrop, type Rect } from '@muse/domain';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { RectanglePixelInputs } from '../components/RectanglePixelInputs';
import { cropAsShown } from '../image-ops';
import { layersAfterCrop } from '../layer-geometry';
import { useEditor } from '../state/editor-context';
import { cropSessionOf, useCropRect } from './crop-session';

/** Crop: the area drawn on the canvas or typed here, and Apply, which keeps only that part of the picture. */
export function CropPanel() {
  const { store, snapshot } = useEditor();
  const session = cropSessionOf(store);
  const rect = useCropRect(session);
  const { image, adjustments } = snapshot.doc;
  const [applying, setApplying] = useState(false);

  // Crop starts with a centred area of half the picture.
  useEffect(() => {
    if (!session.get()) session.set(initialCrop(image.width, image.height));
  }, [session, image.width, image.height]);

  const type = (field: keyof Rect, value: string | number) => {
    const max = field === 'x' || field === 'width' ? image.width : image.height;
    const n = clampCropInput(typeof value === 'number' ? value : Number(value), max);
    const next = { ...(rect ?? { x: 0, y: 0, width: 0, height: 0 }), [field]: n };
    // A typed width of 0 is allowed (it disables Apply); otherwise the area stays inside the picture.
    session.set(next.width > 0 && next.height > 0 ? clampCrop(next, image.width, image.height) : next);
  };

  const apply = async () => {
    if (!rect || !canApplyCrop(rect)) return;
    setApplying(true);
    try {
      // The area is drawn over the picture as shown: a turned picture is cut as it looks (the turn is kept).
      const cropped = await cropAsShown(image, rect, adjustments);
      store.replaceImage(cropped.image, (doc) => ({
        ...doc,
        adjustments: cropped.adjustments,
        textLayers: layersAfterCrop(doc.textLayers, rect),
      }));
      session.set(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Couldn’t crop the picture',
        message: String((error as Error).message),
      });
    } finally {
      setApplying(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Drag the corners to choose the part to keep, drag inside to move it, or draw a new area on the
        picture.
      </Text>
      {adjustments.rotation !== 0 && (
        <Text size="sm">
          The picture is turned: cropping keeps it turned as you see it, and the rotation slider goes back to
          0.
        </Text>
      )}
      <RectanglePixelInputs
        rect={rect ?? { x: 0, y: 0, width: 0, height: 0 }}
        picture={image}
        onChange={type}
        disabled={snapshot.ui.busy}
      />
      <Group grow>
        <Button
          variant="default"
          onClick={() => session.set(initialCrop(image.width, image.height))}
          disabled={applying}
        >
          Reset area
        </Button>
        <Button
          onClick={() => void apply()}
          loading={applying}
          disabled={!canApplyCrop(rect) || snapshot.ui.busy}
        >
          Apply crop
        </Button>
      </Group>
    </Stack>
  );
}
