import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import type { ImageItem } from '@muse/contracts';
import { Link } from '../../../shared/routing';
import { formatDateTime } from '../../../shared/format-time';
import type { Owner } from '../hooks/use-moderation-actions';
import { BanToggle } from './BanToggle';
import { useModerationActions } from '../hooks/use-moderation-actions';
import classes from './Moderation.module.css';

interface Props {
  item: ImageItem;
  /** who made it, when known (the reports list knows; Recent lists know only the id) */
  owner: Owner | null;
  /** what the card says beside the picture (report counts) */
  children?: ReactNode;
  /** actions before the common ones (Keep it) */
  extraActions?: ReactNode;
  /** a privacy change from the reports list also marks the reports handled */
  fromReports?: boolean;
}

/** One item for an admin: its picture, name, owner and the actions (privacy, delete, ban the owner). */
export function ModerationItemCard({ item, owner, children, extraActions, fromReports = false }: Props) {
  const { privacy, remove, ban, unban } = useModerationActions();
  const view = item.video ? 'video' : 'images';
  const title = item.name || 'Untitled';
  const switching = privacy.isPending && privacy.variables?.item._id === item._id;
  return (
    <Card withBorder padding="sm" component="li" className={classes.card}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Anchor
          component={Link}
          to={`/${view}/${encodeURIComponent(item.filename)}`}
          className={classes.thumbLink}
        >
          {item.imageThumbUrl ? (
            <Image src={item.imageThumbUrl} alt={item.description || title} className={classes.thumb} />
          ) : (
            <div className={classes.thumb} role="img" aria-label="No picture" />
          )}
        </Anchor>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} lineClamp={1}>
              {title}
            </Text>
            <Badge variant="light" color={item.private ? 'gray' : 'green'}>
              {item.private ? 'Private' : 'Public'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {owner ? `By ${owner.email ?? 'a guest'}` : 'By another member'}
            {item.finishedOn ? ` · ${formatDateTime(item.finishedOn)}` : ''}
            {owner?.bannedOn ? ' · ' : ''}
            {owner?.bannedOn && (
              <Badge component="span" size="xs" color="red" variant="filled">
                Banned
              </Badge>
            )}
          </Text>
          {children}
          <Group gap="xs" wrap="wrap">
            {extraActions}
            <Button
              size="xs"
              variant="default"
              leftSection={
                item.private ? <IconLockOpen size={14} aria-hidden /> : <IconLock size={14} aria-hidden />
              }
              loading={switching}
              onClick={() => privacy.mutate({ item, fromReports })}
            >
              {item.private ? 'Make public' : 'Make private'}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => void remove(item)}
            >
              Delete
            </Button>
            {owner && <BanToggle account={owner} banLabel="Ban the owner" ban={ban} unban={unban} />}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
