import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RESIZE_MAX, RESIZE_MIN, canResetResize, parseResizeInput, resizeKeepingAspect } from '@muse/domain';
import { useState } from 'react';
import { resizePicture } from '../image-ops';
import { layersAfterResize } from '../layer-geometry';
import { useEditor } from '../state/editor-context';

/**
 * Resize: width and height from 100 to 4096 (an empty or invalid entry becomes 100 when it is left), with
 * the aspect lock keeping the proportions; Reset goes back to the picture's size.
 */
export function ResizePanel() {
  const { store, snapshot } = useEditor();
  const { image } = snapshot.doc;
  const original = { width: image.width, height: image.height };
  const fresh = { url: image.url, width: String(image.width), height: String(image.height) };
  const [typed, setTyped] = useState(fresh);
  // A new picture (undo, crop, an AI result) starts the fields from its size.
  const draft = typed.url === image.url ? typed : fresh;
  const setDraft = (next: { width: string; height: string }) => setTyped({ url: image.url, ...next });
  const [locked, setLocked] = useState(true);
  const [applying, setApplying] = useState(false);

  const size = { width: parseResizeInput(draft.width), height: parseResizeInput(draft.height) };

  const type = (side: 'width' | 'height', value: string) => {
    if (!locked) return setDraft({ ...draft, [side]: value });
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n < RESIZE_MIN || n > RESIZE_MAX)
      return setDraft({ ...draft, [side]: value });
    const kept = resizeKeepingAspect(original, side, n);
    setDraft({ width: String(kept.width), height: String(kept.height), [side]: value });
  };

  // Leaving a field settles it: out of range or invalid becomes the nearest bound (invalid: 100).
  const settle = (side: 'width' | 'height') => {
    const value = parseResizeInput(draft[side]);
    if (!locked) return setDraft({ ...draft, [side]: String(value) });
    const kept = resizeKeepingAspect(original, side, value);
    setDraft({ width: String(kept.width), height: String(kept.height) });
  };

  const apply = async () => {
    setApplying(true);
    try {
      const resized = await resizePicture(image, size.width, size.height);
      store.replaceImage(resized, (doc) => ({
        ...doc,
        textLayers: layersAfterResize(doc.textLayers, original, size),
      }));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Couldn’t resize the picture',
        message: (error as Error).message,
      });
    } finally {
      setApplying(false);
    }
  };

  const changed = canResetResize(size, original);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Sizes from {RESIZE_MIN} to {RESIZE_MAX} pixels.
      </Text>
      <Group grow align="flex-start">
        {(['width', 'height'] as const).map((side) => (
          <TextInput
            key={side}
            label={side === 'width' ? 'Width' : 'Height'}
            inputMode="numeric"
            rightSection={
              <Text size="xs" c="dimmed">
                px
              </Text>
            }
            value={draft[side]}
            onChange={(e) => type(side, e.currentTarget.value)}
            onBlur={() => settle(side)}
            disabled={snapshot.ui.busy}
          />
        ))}
      </Group>
      <Switch
        label="Keep proportions"
        checked={locked}
        onChange={(e) => setLocked(e.currentTarget.checked)}
      />
      <Group grow>
        <Button
          variant="default"
          disabled={!changed || applying}
          onClick={() => setDraft({ width: String(image.width), height: String(image.height) })}
        >
          Reset
        </Button>
        <Button onClick={() => void apply()} loading={applying} disabled={!changed || snapshot.ui.busy}>
          Apply size
        </Button>
      </Group>
    </Stack>
  );
}
