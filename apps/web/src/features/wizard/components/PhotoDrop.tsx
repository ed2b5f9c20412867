import { useRef, useState, type DragEvent } from 'react';
import { Button, FileButton, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import classes from './PhotoWizard.module.css';

export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp';

interface PhotoDropProps {
  onPhoto: (file: File) => void;
  busy: boolean;
}

/** Step 1: drop a photo on the area or choose one (the button is the keyboard way in). */
export function PhotoDrop({ onPhoto, busy }: PhotoDropProps) {
  const [over, setOver] = useState(false);
  // Cleared after each pick, so picking the same photo again (e.g. after buying credits) still counts.
  const reset = useRef<() => void>(null);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = [...event.dataTransfer.files].find((f) => f.type.startsWith('image/'));
    if (file && !busy) onPhoto(file);
  };
  return (
    <div
      className={classes.drop}
      data-active={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Stack align="center" gap="sm">
        {busy ? (
          <>
            <Loader aria-hidden />
            <Text role="status" aria-live="polite" fw={500}>
              Uploading your photo…
            </Text>
          </>
        ) : (
          <>
            <IconPhotoUp size={48} stroke={1.4} className={classes.dropIcon} aria-hidden />
            <Text fw={600} size="lg" ta="center">
              Drop a photo here
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              PNG, JPEG or WebP, up to 20 MB
            </Text>
          </>
        )}
        <FileButton
          resetRef={reset}
          onChange={(file) => {
            reset.current?.();
            if (file) onPhoto(file);
          }}
          accept={PHOTO_ACCEPT}
          disabled={busy}
        >
          {(props) => (
            <Button {...props} size="md" disabled={busy} leftSection={<IconPhotoUp size={18} aria-hidden />}>
              Choose a photo
            </Button>
          )}
        </FileButton>
      </Stack>
    </div>
  );
}
