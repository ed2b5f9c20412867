import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  RingProgress,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconClock, IconMusic, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from '../../../shared/routing';
import type { MusicExtension, MusicTrack } from '@muse/contracts';
import { notifySuccess } from '../../../app/notify';
import { useConfirm } from '../../../shared/confirm';
import { ErrorState } from '../../../shared/ErrorState';
import { useRequireLogin, useSession } from '../../auth';
import { DELETE_EXTENSION_CONFIRM, DELETE_EXTENSION_QUESTION } from '../extension-view';
import type { ExtensionSource } from '../extension-form';
import { isLiked } from '../liked-tracks';
import { musicKeys } from '../music.api';
import { isNotFound } from '../music-errors';
import { listFromState, musicRoot, shouldStartPlaying } from '../music-paths';
import { playerPermissions } from '../player-permissions';
import { MUSIC_TYPE_LABELS, coverOf, trackStatus } from '../track-view';
import { useAudioState } from '../hooks/use-audio-state';
import { usePageTitle } from '../hooks/use-page-title';
import { useAutoplay } from '../hooks/use-autoplay';
import { useExtensionActions } from '../hooks/use-extension-actions';
import { useExtensions } from '../hooks/use-extensions';
import { useLikedMemory } from '../hooks/use-liked-memory';
import { useNextTrack } from '../hooks/use-next-track';
import { useTrack } from '../hooks/use-track';
import { useTrackActions } from '../hooks/use-track-actions';
import { CreateSimilarModal } from './CreateSimilarModal';
import { DislikePanel } from './DislikePanel';
import { ExtendModal } from './ExtendModal';
import { ExtensionsPanel } from './ExtensionsPanel';
import { LyricsPanel } from './LyricsPanel';
import { PlayerActions } from './PlayerActions';
import { PlayerTransport } from './PlayerTransport';
import classes from './MusicPlayer.module.css';

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Whether a dialog or menu other than the player itself is on screen (open, or closing). */
function anotherLayerShown(player: HTMLElement | null): boolean {
  return Array.from(document.querySelectorAll('[role="dialog"], [role="menu"]')).some((el) => el !== player);
}

function interactive(target: EventTarget | null): boolean {
  return target instanceof Element && !!target.closest('button, a, [role="slider"], [role="menu"]');
}

/**
 * /music/:filename and /music/app/:filename — the full-screen player over the library. Escape or Back
 * returns to the library; "Next track" and autoplay move on and update the URL.
 */
export function MusicPlayerPage() {
  const { filename = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const root = musicRoot(location.pathname);
  const list = listFromState(location.state);
  const startPlaying = shouldStartPlaying(location.state);
  const { session } = useSession();
  const requireLogin = useRequireLogin();
  // Extending is creating music: guests count as not logged in for it.
  const requireAccount = useRequireLogin({ allowGuest: false });
  const queryClient = useQueryClient();

  const query = useTrack(filename);
  const track = query.data;
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const player = useAudioState(audio);
  const autoplay = useAutoplay();
  const next = useNextTrack(root, filename, list);
  const liked = useLikedMemory(filename);
  const permissions = track ? playerPermissions(track) : null;
  // The track's `access` is the server's answer for this viewer: ask again when its music pro status moves.
  const musicpro = session?.musicpro;
  const askedWithMusicpro = useRef(musicpro);
  const { refetch: refetchTrack } = query;
  useEffect(() => {
    if (askedWithMusicpro.current === musicpro) return;
    askedWithMusicpro.current = musicpro;
    void refetchTrack();
  }, [musicpro, refetchTrack]);
  const extensions = useExtensions(filename, !!permissions?.showExtensions);
  const extensionActions = useExtensionActions(filename);

  // Per-track UI: each names the track it is open for, so moving on closes it.
  const [dislikeFor, setDislikeFor] = useState<string | null>(null);
  const [similarFor, setSimilarFor] = useState<string | null>(null);
  const [extendSource, setExtendSource] = useState<(ExtensionSource & { name: string }) | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);

  const close = () => void navigate(root);
  const confirm = useConfirm();
  const goNext = (play: boolean) => void next.goNext(play);

  const actions = useTrackActions(track, {
    remember: liked.remember,
    onDisliked: () => setDislikeFor(filename),
    onDeleted: () => {
      setDislikeFor(null);
      if (next.hasListNext) goNext(false);
      else close();
    },
    onReplaced: (target) => next.goTo(target),
  });

  usePageTitle(track ? `${track.name || 'Untitled'} · Music · Muse` : 'Music · Muse');

  // Keyboard users land on Close; the library behind does not scroll while the player is open.
  useEffect(() => {
    closeRef.current?.focus();
    const html = document.documentElement;
    const previous = html.style.overflow;
    html.style.overflow = 'hidden';
    return () => {
      html.style.overflow = previous;
    };
  }, []);

  // One sound at a time: the track or one of its extensions.
  useEffect(() => {
    const node = overlayRef.current;
    if (!node) return;
    const onPlay = (e: Event) => {
      for (const el of node.querySelectorAll('audio')) if (el !== e.target) el.pause();
    };
    node.addEventListener('play', onPlay, true);
    return () => node.removeEventListener('play', onPlay, true);
  }, []);

  const dialogOpen = extendSource !== null || similarFor === filename;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Dialogs (ours, the login and buying dialogs) and menus take their own keys. One that closes on this very
      // key has already re-rendered the page by now, but it is still on screen for its closing transition.
      if (e.defaultPrevented || dialogOpen || anotherLayerShown(overlayRef.current)) return;
      if (e.key === 'Escape') {
        if (dislikeFor === filename) setDislikeFor(null);
        else close();
        return;
      }
      if (typing(e.target) || interactive(e.target)) return;
      if (e.key === ' ' || e.key === 'k') {
        e.preventDefault();
        player.toggle();
      } else if (e.key === 'ArrowRight') player.seek(player.currentTime + 5);
      else if (e.key === 'ArrowLeft') player.seek(player.currentTime - 5);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const deleteTrack = () =>
    void confirm({
      title: 'Delete this track?',
      message: "It will be removed from your music, with its extensions, and can't be brought back.",
      confirmLabel: 'Delete',
      action: () => actions.remove.mutateAsync(),
    });
  const deleteExtension = (extension: MusicExtension) =>
    void confirm({
      title: DELETE_EXTENSION_QUESTION,
      confirmLabel: DELETE_EXTENSION_CONFIRM,
      action: () => extensionActions.remove.mutateAsync(extension._id),
    });

  const onEnded = () => {
    if (autoplay.trackEnded()) goNext(true);
  };
  const onCreatedSimilar = (created: MusicTrack) => {
    setSimilarFor(null);
    setDislikeFor(null);
    void queryClient.invalidateQueries({ queryKey: musicKeys.all });
    notifySuccess(`“${created.name}” is in the queue. Find it in My Music & Songs.`);
  };

  const cover = track
    ? coverOf({ imageThumbUrl: null, imageUrl: track.imageUrl ?? track.imageThumbUrl })
    : null;
  const status = track ? trackStatus(track) : null;
  return (
    <div
      ref={overlayRef}
      className={classes.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={track?.name || 'Music player'}
    >
      {cover && (
        <div className={classes.backdrop} style={{ backgroundImage: `url("${cover}")` }} aria-hidden />
      )}
      <div className={classes.topbar}>
        <Button
          variant="subtle"
          color="gray"
          className={classes.glassIcon}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={close}
        >
          Library
        </Button>
        <Tooltip label="Close (Esc)">
          <ActionIcon
            ref={closeRef}
            size="xl"
            variant="filled"
            color="dark"
            aria-label="Close"
            onClick={close}
          >
            <IconX size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
      <div className={classes.scroll}>
        {query.isPending && (
          <div className={classes.center} role="status" aria-label="Loading the track">
            <Loader color="gray" />
          </div>
        )}
        {query.isError && (
          <div className={classes.center}>
            <ErrorState
              title={isNotFound(query.error) ? 'Track not found' : "Couldn't load this track"}
              error={query.error}
              onRetry={isNotFound(query.error) ? undefined : () => void query.refetch()}
              retrying={query.isRefetching}
            />
          </div>
        )}
        {track && permissions && status && (
          <div className={classes.layout}>
            <div className={classes.main}>
              <div className={classes.head}>
                {cover ? (
                  <img src={cover} alt="" className={classes.cover} />
                ) : (
                  <div className={classes.cover}>
                    <IconMusic size={64} stroke={1.3} aria-hidden />
                  </div>
                )}
                <Stack gap={6} className={classes.info}>
                  <Group gap={6} className={classes.chips}>
                    <Badge variant="light" color="violet">
                      {MUSIC_TYPE_LABELS[track.musicType]}
                    </Badge>
                    {!track.public && (
                      <Badge variant="light" color="gray">
                        Private
                      </Badge>
                    )}
                  </Group>
                  <Title order={1} size="h2">
                    {track.name || 'Untitled'}
                  </Title>
                  {track.description && <Text className={classes.muted}>{track.description}</Text>}
                  {track.promptNote && (
                    <Text size="sm" className={classes.muted} data-testid="track-prompt-note">
                      {track.promptNote}
                    </Text>
                  )}
                  {track.tags.length > 0 && (
                    <Group gap={6} className={classes.chips} aria-label="Tags">
                      {track.tags.map((tag) => (
                        <Badge key={tag} className={classes.tag} variant="filled" radius="sm">
                          {tag}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Stack>
              </div>

              {status.kind === 'pending' && (
                <div className={classes.status} role="status">
                  <Stack align="center" gap="xs">
                    {status.progress === null ? (
                      <IconClock size={36} aria-hidden />
                    ) : (
                      <RingProgress
                        size={84}
                        thickness={7}
                        roundCaps
                        sections={[{ value: status.progress, color: 'violet.3' }]}
                        label={
                          <Text ta="center" c="white" size="sm">
                            {status.progress}%
                          </Text>
                        }
                      />
                    )}
                    <Text fw={600}>{status.text}</Text>
                    <Text size="sm" className={classes.muted}>
                      This page updates by itself when the track is ready.
                    </Text>
                  </Stack>
                </div>
              )}
              {status.kind === 'failed' && (
                <div className={classes.status} role="alert">
                  <Stack align="center" gap="xs">
                    <IconAlertTriangle size={32} aria-hidden />
                    <Text>{status.text}</Text>
                  </Stack>
                </div>
              )}
              {status.kind === 'ready' && track.url && (
                <>
                  <audio
                    key={track.filename}
                    ref={setAudio}
                    data-track-audio
                    src={track.url}
                    preload="auto"
                    autoPlay={startPlaying}
                    onEnded={onEnded}
                  />
                  <PlayerTransport
                    audioElement={audio}
                    player={player}
                    fallbackDuration={track.length}
                    waveKey={track.filename}
                    autoplay={autoplay}
                    onNext={() => goNext(player.playing || autoplay.count !== null)}
                    nextLoading={next.loading}
                  />
                </>
              )}
              {status.kind !== 'ready' && (
                <Group>
                  <Button
                    variant="default"
                    className={classes.glassButton}
                    loading={next.loading}
                    onClick={() => goNext(false)}
                  >
                    Next track
                  </Button>
                </Group>
              )}

              {dislikeFor === filename ? (
                <DislikePanel
                  permissions={permissions}
                  actions={actions}
                  onCreateSimilar={() => setSimilarFor(filename)}
                  onDelete={deleteTrack}
                  onBack={() => setDislikeFor(null)}
                />
              ) : (
                status.kind === 'ready' && (
                  <PlayerActions
                    track={track}
                    liked={isLiked(liked.remembered, track.reaction)}
                    permissions={permissions}
                    actions={actions}
                    requireLogin={requireLogin}
                    onDelete={deleteTrack}
                  />
                )
              )}
              {status.kind === 'failed' && permissions.isOwner && dislikeFor !== filename && (
                <Group gap="xs">
                  <Button loading={actions.regenerate.isPending} onClick={() => actions.regenerate.mutate()}>
                    Regenerate
                  </Button>
                  <Button variant="light" color="red" onClick={deleteTrack}>
                    Delete
                  </Button>
                </Group>
              )}
            </div>

            <div className={classes.side}>
              {track.lyrics.trim() !== '' && (
                <LyricsPanel
                  lyrics={track.lyrics}
                  duration={player.duration || track.length}
                  currentTime={player.currentTime}
                  playing={player.playing}
                  onSeek={(s) => {
                    player.seek(s);
                    if (!player.playing) player.play();
                  }}
                />
              )}
              {permissions.showExtensions && (
                <ExtensionsPanel
                  track={track}
                  query={extensions}
                  actions={extensionActions}
                  canExtend={permissions.canExtend}
                  requireLogin={requireAccount}
                  onExtendTrack={() =>
                    setExtendSource({
                      filename: track.filename,
                      length: track.length,
                      public: track.public,
                      name: track.name || 'this track',
                    })
                  }
                  onExtendExtension={(ext) =>
                    setExtendSource({
                      filename: ext.filename,
                      length: ext.length,
                      public: ext.public,
                      continueExtensionId: ext._id,
                      name: `${track.name || 'this track'} (extension)`,
                    })
                  }
                  onDelete={deleteExtension}
                />
              )}
            </div>
          </div>
        )}
      </div>

      {track && (
        <>
          <ExtendModal
            source={extendSource}
            extend={extensionActions.extend}
            onClose={() => {
              setExtendSource(null);
              extensionActions.extend.reset();
            }}
          />
          <CreateSimilarModal
            opened={similarFor === filename}
            keywords={track.keywords}
            onClose={() => setSimilarFor(null)}
            onCreated={onCreatedSimilar}
          />
        </>
      )}
    </div>
  );
}
