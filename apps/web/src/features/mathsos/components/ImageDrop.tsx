import { useEffect, useEffectEvent, useState, type DragEvent } from 'react';
import { Button, FileButton, Loader, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { IMAGE_ACCEPT, firstImage } from '../image-input';
import classes from './ImageDrop.module.css';

export interface ImageDropProps {
  /** a picture was dropped, pasted or picked */
  onImage: (file: File) => void;
  /** the picture last given, as a data URL, for its thumbnail */
  picture?: string | null;
  /** the picture is being read */
  busy?: boolean;
  disabled?: boolean;
  /** also take a picture pasted anywhere on the page (not only in a text field holding text) */
  listenToPaste?: boolean;
}

/**
 * Where a screenshot goes in: drop it on the area, paste it (Ctrl+V / ⌘V) or pick it with the button (the
 * keyboard way in). A paste holding only text is left to the text field it lands in.
 */
export function ImageDrop({ onImage, picture, busy, disabled, listenToPaste }: ImageDropProps) {
  const [over, setOver] = useState(false);
  const take = useEffectEvent((file: File) => onImage(file));
  const off = disabled || busy;

  useEffect(() => {
    if (!listenToPaste || off) return;
    const onPaste = (event: ClipboardEvent) => {
      const file = firstImage(event.clipboardData?.files);
      if (!file) return;
      event.preventDefault();
      take(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [listenToPaste, off]);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (off) return;
    const file = firstImage(event.dataTransfer.files);
    if (file) onImage(file);
  };

  return (
    <div
      className={classes.zone}
      data-active={over || undefined}
      data-disabled={off || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!off) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      {picture ? (
        <img className={classes.thumb} src={picture} alt="The picture of the problem" />
      ) : (
        <IconPhotoUp className={classes.icon} size={36} stroke={1.5} aria-hidden />
      )}
      <div className={classes.text}>
        {busy ? (
          <Text size="sm" role="status" aria-live="polite">
            <Loader size="xs" mr={8} aria-hidden />
            Reading the picture…
          </Text>
        ) : (
          <>
            <Text size="sm" fw={500}>
              Drop a screenshot here
            </Text>
            <Text size="xs" c="dimmed">
              or paste it, or choose a picture (PNG, JPEG or WebP)
            </Text>
          </>
        )}
      </div>
      <FileButton onChange={(file) => file && onImage(file)} accept={IMAGE_ACCEPT} disabled={off}>
        {(props) => (
          <Button {...props} variant="default" size="sm" disabled={off}>
            Choose a picture
          </Button>
        )}
      </FileButton>
    </div>
  );
}
