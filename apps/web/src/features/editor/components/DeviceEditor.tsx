import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { openDeviceFile } from '../image-ops';
import type { WorkingImage } from '../state/editor-document';
import { EditorSession } from './EditorSession';
import classes from './DeviceEditor.module.css';

const FROM_DEVICE = { itemId: null, filename: null, description: '', private: false } as const;

/** A picture from the device: chosen or dropped, then edited (saving makes it a new item). */
export function DeviceEditor() {
  const [image, setImage] = useState<WorkingImage | null>(null);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const open = async (file: File | undefined) => {
    if (!file) return;
    setOpening(true);
    setError(null);
    try {
      setImage(await openDeviceFile(file));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setOpening(false);
    }
  };

  if (image) return <EditorSession source={FROM_DEVICE} image={image} />;

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void open(e.dataTransfer.files[0]);
  };
  return (
    <Stack className={classes.page} gap="md">
      <Title order={1} size="h3">
        Edit a picture
      </Title>
      <div
        className={classes.drop}
        data-over={over || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <IconPhotoUp size={48} stroke={1.4} aria-hidden />
        <Text fw={600}>Drop a picture here</Text>
        <Text size="sm" c="dimmed">
          PNG, JPEG or WebP. Large pictures are made 4096 pixels on their longer side.
        </Text>
        <Button onClick={() => input.current?.click()} loading={opening}>
          Choose a picture
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-label="Choose a picture"
          onChange={(e) => void open(e.currentTarget.files?.[0])}
        />
      </div>
      {error && (
        <Alert color="red" title="Couldn’t open the picture" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
