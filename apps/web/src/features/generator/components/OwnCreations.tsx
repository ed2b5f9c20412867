import { useState } from 'react';
import { Button, Checkbox, Group, Text } from '@mantine/core';
import { IconDownload, IconPlayerStop, IconSelect } from '@tabler/icons-react';
import type { ImageItem } from '@muse/contracts';
import { ImageTiles, TilePicture } from '../../../shared/ImageTiles';
import type { ImageListKind } from '../generator.api';
import { useBatchDownload } from '../hooks/use-batch-download';
import type { GridLayout } from '../hooks/use-layout-pref';
import { useImageList } from '../hooks/use-image-list';
import { listTexts } from '../list-texts';
import { EditTileButton } from './EditTileButton';
import classes from './ImageGrid.module.css';

/**
 * Your own creations (mine, private) once there is a picture among them: the grid plus "Select to download",
 * which downloads the chosen pictures one after another. Loaded only then (see CreationsList).
 */
export function OwnCreations({
  kind,
  layout,
  tier,
}: {
  kind: ImageListKind;
  layout: GridLayout;
  tier: unknown;
}) {
  const list = useImageList(kind, true);
  const texts = listTexts(kind, tier);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const batch = useBatchDownload();
  const ready = list.items.filter((i) => i.imageUrl);
  const chosen = ready.filter((i) => selected.has(i._id));

  const toggle = (item: ImageItem) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(item._id)) next.delete(item._id);
      else next.add(item._id);
      return next;
    });
  const finish = () => {
    setSelecting(false);
    setSelected(new Set());
  };

  return (
    <>
      {ready.length > 0 && (
        <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
          {batch.progress ? (
            <>
              <Text size="sm" role="status">
                Downloading {batch.progress.done} of {batch.progress.total}…
              </Text>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconPlayerStop size={14} aria-hidden />}
                onClick={batch.stop}
              >
                Stop
              </Button>
            </>
          ) : selecting ? (
            <>
              <Text size="sm" role="status">
                {chosen.length === 0 ? 'Choose the pictures to download' : `${chosen.length} selected`}
              </Text>
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() =>
                    setSelected(chosen.length === ready.length ? new Set() : new Set(ready.map((i) => i._id)))
                  }
                >
                  {chosen.length === ready.length ? 'Select none' : 'Select all'}
                </Button>
                <Button size="compact-sm" variant="default" onClick={finish}>
                  Cancel
                </Button>
                <Button
                  size="compact-sm"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  disabled={chosen.length === 0}
                  onClick={() => {
                    const items = chosen;
                    finish();
                    void batch.start(items);
                  }}
                >
                  Download {chosen.length > 0 ? chosen.length : ''}
                </Button>
              </Group>
            </>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              ml="auto"
              leftSection={<IconSelect size={14} aria-hidden />}
              onClick={() => setSelecting(true)}
            >
              Select to download
            </Button>
          )}
        </Group>
      )}
      <ImageTiles
        list={list}
        layout={layout}
        classes={classes}
        label="Images"
        errorTitle={texts.error}
        empty={{ title: texts.empty, description: texts.emptyDescription }}
        renderTile={
          selecting
            ? (item) =>
                item.imageUrl ? (
                  <Checkbox.Card
                    className={classes.tile}
                    checked={selected.has(item._id)}
                    onChange={() => toggle(item)}
                    aria-label={item.name || item.description}
                    radius="md"
                    data-selectable
                  >
                    <TilePicture item={item} className={classes.img} />
                    <Checkbox.Indicator className={classes.check} />
                  </Checkbox.Card>
                ) : (
                  <div className={classes.tile} aria-disabled="true">
                    <TilePicture item={item} className={classes.img} />
                  </div>
                )
            : undefined
        }
        // Your own finished pictures open in the editor from their tile.
        tileAction={
          !selecting
            ? (item) => (item.imageUrl ? <EditTileButton filename={item.filename} /> : null)
            : undefined
        }
      />
    </>
  );
}
