import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Progress, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowsRightLeft,
  IconHeart,
  IconHeartFilled,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconThumbDown,
  IconThumbDownFilled,
  IconTrash,
} from '@tabler/icons-react';
import type { MusicExtension, MusicTrack } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import { extensionStatus, extensionSummary } from '../extension-view';
import { formatLength } from '../track-view';
import type { useExtensionActions } from '../hooks/use-extension-actions';
import type { useExtensions } from '../hooks/use-extensions';
import classes from './MusicPlayer.module.css';

interface ExtensionsPanelProps {
  track: MusicTrack;
  query: ReturnType<typeof useExtensions>;
  actions: ReturnType<typeof useExtensionActions>;
  /** Extend the track and its extensions (the track's `access`; visitors are asked to sign in first) */
  canExtend: boolean;
  requireLogin: (action: () => void) => void;
  onExtendTrack: () => void;
  onExtendExtension: (extension: MusicExtension) => void;
  onDelete: (extension: MusicExtension) => void;
}

/** The track's extensions: their state while being made, and play, like, dislike, extend and delete. */
export function ExtensionsPanel(props: ExtensionsPanelProps) {
  const { track, query, canExtend, requireLogin, onExtendTrack } = props;
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const list = query.data?.data ?? [];

  // One extension plays at a time, in this panel's own <audio>.
  const toggle = (ext: MusicExtension) => {
    const node = audio.current;
    if (!node || !ext.url) return;
    if (playing === ext._id && !node.paused) {
      node.pause();
      return;
    }
    if (playing !== ext._id) node.src = ext.url;
    setPlaying(ext._id);
    node.play().catch(() => setPlaying(null));
  };
  useEffect(() => {
    const node = audio.current;
    if (!node) return;
    const stop = () => setPlaying((id) => (node.paused ? null : id));
    node.addEventListener('pause', stop);
    node.addEventListener('ended', stop);
    return () => {
      node.removeEventListener('pause', stop);
      node.removeEventListener('ended', stop);
    };
  }, []);

  return (
    <section className={classes.panel} aria-labelledby="extensions-title">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id="extensions-title">
          Extensions
        </Title>
        {canExtend && (
          <Button
            size="xs"
            variant="light"
            color="violet"
            leftSection={<IconArrowsRightLeft size={14} aria-hidden />}
            onClick={() => requireLogin(onExtendTrack)}
          >
            Extend
          </Button>
        )}
      </Group>
      <audio ref={audio} preload="none" />
      {query.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading extensions">
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      ) : query.isError ? (
        <ErrorState
          title="Couldn't load the extensions"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : list.length === 0 ? (
        <Text size="sm" className={classes.muted}>
          No extensions yet.
          {canExtend ? ' Extend this track to make it longer or take it somewhere new.' : ''}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" className={classes.extensionList}>
          {list.map((ext) => (
            <ExtensionRow
              key={ext._id}
              ext={ext}
              trackName={track.name || 'this track'}
              playing={playing === ext._id}
              onToggle={() => toggle(ext)}
              {...props}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}

function ExtensionRow({
  ext,
  trackName,
  playing,
  onToggle,
  actions,
  canExtend,
  requireLogin,
  onExtendExtension,
  onDelete,
}: ExtensionsPanelProps & {
  ext: MusicExtension;
  trackName: string;
  playing: boolean;
  onToggle: () => void;
}) {
  const status = extensionStatus(ext, trackName);
  const liked = ext.reaction === 'like';
  const disliked = ext.reaction === 'dislike';
  const busy = (m: { isPending: boolean; variables?: string }) => m.isPending && m.variables === ext._id;
  return (
    <li className={classes.extension}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {status.kind === 'ready' ? (
          <ActionIcon
            size={40}
            radius="xl"
            variant="filled"
            color="violet"
            aria-label={playing ? 'Pause the extension' : 'Play the extension'}
            onClick={onToggle}
          >
            {playing ? (
              <IconPlayerPauseFilled size={18} aria-hidden />
            ) : (
              <IconPlayerPlayFilled size={18} aria-hidden />
            )}
          </ActionIcon>
        ) : null}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {status.kind === 'pending' ? (
            <>
              <Text size="sm" role="status">
                {status.label}
              </Text>
              <Progress
                value={status.progress ?? 100}
                animated={status.progress === null}
                striped={status.progress === null}
                size="sm"
                color="violet"
                aria-label={status.progress === null ? 'In the queue' : `Progress ${status.progress}%`}
              />
            </>
          ) : (
            <>
              <Text size="sm" fw={600}>
                {extensionSummary(ext)} · {formatLength(ext.length)}
              </Text>
              {ext.description && (
                <Text size="sm" className={classes.muted} lineClamp={2}>
                  {ext.description}
                </Text>
              )}
              {status.kind === 'failed' && (
                <Text size="sm" c="red.4" role="status">
                  {status.text}
                </Text>
              )}
            </>
          )}
        </Stack>
        <Group gap={2} wrap="nowrap">
          {status.kind === 'ready' && (
            <>
              <Tooltip label="Like">
                <ActionIcon
                  variant="subtle"
                  color={liked ? 'pink' : 'gray'}
                  className={liked ? undefined : classes.glassIcon}
                  aria-label={`Like the extension (${ext.likes})`}
                  aria-pressed={liked}
                  loading={busy(actions.like)}
                  onClick={() => requireLogin(() => actions.like.mutate(ext._id))}
                >
                  {liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
              <Text size="xs" className={classes.muted} aria-hidden>
                {ext.likes}
              </Text>
              <Tooltip label="Dislike">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  className={classes.glassIcon}
                  aria-label="Dislike the extension"
                  aria-pressed={disliked}
                  loading={busy(actions.dislike)}
                  onClick={() => requireLogin(() => actions.dislike.mutate(ext._id))}
                >
                  {disliked ? (
                    <IconThumbDownFilled size={16} aria-hidden />
                  ) : (
                    <IconThumbDown size={16} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
              {canExtend && (
                <Tooltip label="Extend this extension">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    className={classes.glassIcon}
                    aria-label="Extend this extension"
                    onClick={() => requireLogin(() => onExtendExtension(ext))}
                  >
                    <IconArrowsRightLeft size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </>
          )}
          {ext.access.canDelete && !!ext.finishedOn && (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Delete the extension"
                loading={busy(actions.remove)}
                onClick={() => onDelete(ext)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </li>
  );
}
