import type { MouseEvent } from 'react';
import { ActionIcon, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import {
  IconBrandYoutube,
  IconCircleCheck,
  IconDots,
  IconDownload,
  IconHeart,
  IconHeartFilled,
  IconMovie,
  IconRefresh,
  IconThumbDown,
  IconThumbDownFilled,
  IconTrash,
} from '@tabler/icons-react';
import type { MusicTrack } from '@muse/contracts';
import { nativeBridge, saveFile } from '../../../app/native-bridge';
import { Link } from '../../../shared/routing';
import { openMembership } from '../../buy';
import { musicApi } from '../music.api';
import type { PlayerPermissions } from '../player-permissions';
import type { useTrackActions } from '../hooks/use-track-actions';
import classes from './MusicPlayer.module.css';

interface PlayerActionsProps {
  track: MusicTrack;
  liked: boolean;
  permissions: PlayerPermissions;
  actions: ReturnType<typeof useTrackActions>;
  /** runs the action when signed in, else opens the login dialog */
  requireLogin: (action: () => void) => void;
  onDelete: () => void;
}

/** Like, dislike, downloads, and the owner's and admin's actions on a finished track. */
export function PlayerActions({
  track,
  liked,
  permissions,
  actions,
  requireLogin,
  onDelete,
}: PlayerActionsProps) {
  const { like, dislike, done, regenerate, requestVideo } = actions;
  const disliked = track.reaction === 'dislike';
  const playable = !!track.finishedOn && !!track.url;
  return (
    <Group gap="xs" wrap="wrap" role="toolbar" aria-label="Track actions">
      {playable && (
        <>
          <Tooltip label={liked ? 'Take back your like' : 'Like'}>
            <Button
              variant={liked ? 'filled' : 'default'}
              color={liked ? 'pink' : undefined}
              className={classes.glassButton}
              leftSection={
                liked ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />
              }
              loading={like.isPending}
              aria-pressed={liked}
              aria-label={`Like (${track.likes})`}
              onClick={() => requireLogin(() => like.mutate())}
            >
              {track.likes}
            </Button>
          </Tooltip>
          <Tooltip label="Dislike">
            <ActionIcon
              size={36}
              variant={disliked ? 'filled' : 'default'}
              color={disliked ? 'gray' : undefined}
              className={classes.glassButton}
              loading={dislike.isPending}
              aria-pressed={disliked}
              aria-label="Dislike"
              onClick={() => requireLogin(() => dislike.mutate())}
            >
              {disliked ? (
                <IconThumbDownFilled size={18} aria-hidden />
              ) : (
                <IconThumbDown size={18} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
          <DownloadMenu track={track} gate={permissions.download} />
        </>
      )}
      {permissions.canMarkDone && (
        <Tooltip
          label="Share the finished track: it becomes public, for everyone to find and play"
          multiline
          w={260}
        >
          <Button
            variant="light"
            color="teal"
            leftSection={<IconCircleCheck size={18} aria-hidden />}
            loading={done.isPending}
            onClick={() => done.mutate()}
          >
            I'm done editing
          </Button>
        </Tooltip>
      )}
      {track.YouTubeId && (
        <Button
          component="a"
          href={`https://www.youtube.com/watch?v=${encodeURIComponent(track.YouTubeId)}`}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          className={classes.glassButton}
          leftSection={<IconBrandYoutube size={18} aria-hidden />}
        >
          Watch the video
        </Button>
      )}
      {track.videoFilename && !track.YouTubeId && (
        <Button
          component={Link}
          to={`/video/${encodeURIComponent(track.videoFilename)}`}
          variant="default"
          className={classes.glassButton}
          leftSection={<IconMovie size={18} aria-hidden />}
        >
          Watch the music video
        </Button>
      )}
      {track.videoRequestedOn && !track.videoFilename && !track.YouTubeId && (
        <Text size="sm" c="gray.4" role="status">
          Video requested
        </Text>
      )}
      {playable && (permissions.canRegenerate || permissions.canDelete || permissions.canRequestVideo) && (
        <Menu position="top-end" withinPortal zIndex={400}>
          <Menu.Target>
            <ActionIcon
              size={36}
              variant="default"
              className={classes.glassButton}
              aria-label="More actions"
              title="More actions"
              loading={regenerate.isPending || requestVideo.isPending}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {permissions.canRequestVideo && (
              <Menu.Item
                leftSection={<IconMovie size={16} aria-hidden />}
                onClick={() => requestVideo.mutate()}
              >
                {permissions.isOwner ? 'Request a video' : 'Request a video (admin)'}
              </Menu.Item>
            )}
            {permissions.canRegenerate && (
              <Menu.Item
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => regenerate.mutate()}
              >
                Regenerate
              </Menu.Item>
            )}
            {permissions.canDelete && (
              <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
                Delete
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

/** Inside the app, a download link goes through the wrapper (web views often ignore `download` links). */
function nativeDownload(url: string, filename: string) {
  return (event: MouseEvent<HTMLElement>) => {
    if (typeof nativeBridge()?.download !== 'function') return;
    event.preventDefault();
    saveFile(url, filename);
  };
}

/**
 * Download MP3 and MIDI: plain links the browser saves (the app's own download inside the app). A private track needs music pro: a non-member
 * gets the membership modal instead.
 */
function DownloadMenu({ track, gate }: { track: MusicTrack; gate: PlayerPermissions['download'] }) {
  const base = track.name || track.filename;
  return (
    <Menu position="top-start" withinPortal zIndex={400}>
      <Menu.Target>
        <Button
          variant="default"
          className={classes.glassButton}
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          Download
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {gate === 'download' ? (
          <>
            <Menu.Item
              component="a"
              href={musicApi.downloadUrl(track.filename, 'mp3')}
              download={`${base}.mp3`}
              onClick={nativeDownload(musicApi.downloadUrl(track.filename, 'mp3'), `${base}.mp3`)}
            >
              MP3 audio
            </Menu.Item>
            {track.midiUrl && (
              <Menu.Item
                component="a"
                href={musicApi.downloadUrl(track.filename, 'mid')}
                download={`${base}.mid`}
                onClick={nativeDownload(musicApi.downloadUrl(track.filename, 'mid'), `${base}.mid`)}
              >
                MIDI file
              </Menu.Item>
            )}
          </>
        ) : (
          <>
            <Menu.Label>Downloading a private track needs Music Pro</Menu.Label>
            <Menu.Item onClick={() => openMembership()}>MP3 audio</Menu.Item>
            {track.midiUrl && <Menu.Item onClick={() => openMembership()}>MIDI file</Menu.Item>}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
