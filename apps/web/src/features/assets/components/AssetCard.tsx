import { ActionIcon, Badge, Button, Card, Checkbox, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconChartBar, IconEdit, IconMusic, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { Asset } from '@muse/contracts';
import { assetKind } from '../library-view';
import classes from './AssetLibrary.module.css';

export interface AssetCardProps {
  asset: Asset;
  selected: boolean;
  onToggle(): void;
  onDelete(): void;
  /** polls: edit in the poll form */
  onEdit?(): void;
  /** polls: show live in the office this library was opened from */
  onShow?(): void;
  showing?: boolean;
}

/** One asset: a checkbox that selects it, its picture, track or poll, its tags and its actions. */
export function AssetCard({ asset, selected, onToggle, onDelete, onEdit, onShow, showing }: AssetCardProps) {
  const label = `${assetKind(asset)} ${asset.name}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      data-selected={selected || undefined}
      aria-label={label}
      role="group"
    >
      <Card.Section className={classes.preview}>
        {asset.type === 'poll' ? (
          <Stack gap={4} px="sm" pb="sm" className={classes.pollPreview}>
            <Group gap={6} c="grape.7">
              <IconChartBar size={18} aria-hidden />
              <Text size="xs" fw={700} tt="uppercase">
                {assetKind(asset)}
              </Text>
            </Group>
            <Text size="sm" fw={600} lineClamp={2}>
              {asset.poll?.question}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {asset.poll?.choices.map((c) => c.text).join(' · ')}
            </Text>
          </Stack>
        ) : asset.url ? (
          <Image src={asset.url} alt="" h={120} fit="cover" loading="lazy" />
        ) : (
          <Group justify="center" h={120} c="dimmed">
            <IconMusic size={32} aria-hidden />
          </Group>
        )}
        <Checkbox
          className={classes.check}
          checked={selected}
          onChange={onToggle}
          aria-label={`Select ${asset.name}`}
          size="md"
        />
      </Card.Section>
      <Stack gap={6} mt="xs">
        <Text size="sm" fw={600} lineClamp={1} title={asset.name}>
          {asset.name}
        </Text>
        {asset.type === 'music' && asset.musicUrl && (
          <audio controls preload="none" src={asset.musicUrl} className={classes.audio}>
            <track kind="captions" />
          </audio>
        )}
        <Group gap={4} mih={20} aria-label={`Tags of ${asset.name}`}>
          {asset.tags.length === 0 ? (
            <Text size="xs" c="dimmed">
              No tags
            </Text>
          ) : (
            asset.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="light" tt="none">
                {tag}
              </Badge>
            ))
          )}
        </Group>
        <Group gap={6} justify="space-between" wrap="nowrap">
          {onShow ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              onClick={onShow}
              loading={showing}
              aria-label={`Show ${asset.name} live`}
            >
              Show live
            </Button>
          ) : (
            <span />
          )}
          <Group gap={2} wrap="nowrap">
            {onEdit && (
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${asset.name}`}>
                  <IconEdit size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${asset.name}`}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
