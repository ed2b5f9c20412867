import { Badge, Drawer, Group, Stack, Text } from '@mantine/core';
import type { ImageItem } from '@muse/contracts';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../shared/layers';

/** Description, tags, size, likes and views of the image. */
export function InfoPanel({
  item,
  opened,
  onClose,
}: {
  item: ImageItem;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="sm"
      title={item.name || 'Image'}
      zIndex={GLOBAL_DIALOG_Z_INDEX}
      closeOnEscape={false}
    >
      <Stack gap="md">
        <Text size="sm">{item.description}</Text>
        {item.promptNote && (
          <Text size="sm" c="dimmed" data-testid="image-prompt-note">
            {item.promptNote}
          </Text>
        )}
        {item.imageUrl && item.message && (
          <Text size="sm" c="dimmed" data-testid="image-note">
            {sentence(item.message)}
          </Text>
        )}
        {item.tags.length > 0 && (
          <Group gap={4} aria-label="Tags">
            {item.tags.map((tag) => (
              <Badge key={tag} variant="light">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 }}>
          <Text component="dt" c="dimmed" size="sm">
            Size
          </Text>
          <Text component="dd" size="sm" m={0}>
            {item.width} × {item.height}
          </Text>
          <Text component="dt" c="dimmed" size="sm">
            Model
          </Text>
          <Text component="dd" size="sm" m={0}>
            {item.model}
          </Text>
          <Text component="dt" c="dimmed" size="sm">
            Likes
          </Text>
          <Text component="dd" size="sm" m={0}>
            {item.likes}
          </Text>
          <Text component="dt" c="dimmed" size="sm">
            Views
          </Text>
          <Text component="dd" size="sm" m={0}>
            {item.views}
          </Text>
          <Text component="dt" c="dimmed" size="sm">
            Visibility
          </Text>
          <Text component="dd" size="sm" m={0}>
            {item.private ? 'Private' : 'Public'}
          </Text>
        </dl>
      </Stack>
    </Drawer>
  );
}

/** The engine's note ("drawn without: lighthouse") as a sentence. */
function sentence(note: string): string {
  const text = note.trim();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}
