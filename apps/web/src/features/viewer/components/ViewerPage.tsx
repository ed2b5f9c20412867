import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Loader, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from '../../../shared/routing';
import { isApiError } from '../../../app/api-error';
import { useConfirm } from '../../../shared/confirm';
import { ErrorState } from '../../../shared/ErrorState';
import { useRequireLogin, useSession } from '../../auth';
import { useShareReminder } from '../hooks/use-share-reminder';
import { useViewerActions } from '../hooks/use-viewer-actions';
import { useViewerItem } from '../hooks/use-viewer-item';
import { visitorLikes } from '../visitor-likes';
import { listFromState, neighbours } from '../zoom';
import { ActionBar } from './ActionBar';
import { InfoPanel } from './InfoPanel';
import { ShareReminder } from './ShareReminder';
import { ZoomPanImage } from './ZoomPanImage';
import { imagesRoot } from '../../../shared/images-paths';
import classes from './ViewerPage.module.css';

/** The view the viewer opened over: /images (or its app variant /images/app), or /video for videos. */
const rootOf = (path: string) => (path.startsWith('/video') ? '/video' : imagesRoot(path));

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * /images/:filename and /video/:filename — the full-screen viewer (a video plays in it); Escape or Close
 * returns to the view root.
 */
export function ViewerPage() {
  const { filename = '' } = useParams();
  const location = useLocation();
  const ROOT = rootOf(location.pathname);
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const list = listFromState(location.state);
  const { prev, next } = neighbours(list, filename);
  const query = useViewerItem(filename);
  const { session, isLoading: sessionLoading } = useSession();
  // Signed out, the like is this browser's: the server counts it once, the browser remembers it.
  const visitor = !sessionLoading && !session;
  const item =
    query.data && visitor
      ? { ...query.data, liked: visitorLikes(localStorage).includes(query.data.filename) }
      : query.data;
  const [zoom, setZoom] = useState(1);
  const [infoOpen, setInfoOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => void navigate(ROOT);
  const confirm = useConfirm();

  // Keyboard users land on Close; the page behind does not scroll while the viewer is open.
  useEffect(() => {
    closeRef.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
  const reminder = useShareReminder();
  const actions = useViewerActions(item, {
    onDeleted: () => {
      if (next) go(next);
      else close();
    },
    onLiked: reminder.onLiked,
    visitor,
  });

  function go(target: string) {
    setZoom(1);
    reminder.close();
    void navigate(`${ROOT}/${encodeURIComponent(target)}`, { replace: true, state: { list } });
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || (e.target instanceof Element && e.target.closest('[role="menu"]'))) return;
      // One Escape handler for the viewer and its dialogs: the innermost open layer closes first (the delete
      // question keeps its keys to itself).
      if (e.key === 'Escape') {
        if (infoOpen) setInfoOpen(false);
        else if (reminder.openFor) reminder.close();
        else void navigate(ROOT);
        return;
      }
      if (infoOpen) return;
      if (e.key === 'ArrowLeft' && prev) go(prev);
      else if (e.key === 'ArrowRight' && next) go(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const src = item?.imageUrl ?? item?.imageThumbUrl;
  return (
    <div
      className={classes.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={item?.name || (ROOT === '/video' ? 'Video viewer' : 'Image viewer')}
    >
      <Tooltip label="Close (Esc)">
        <ActionIcon
          ref={closeRef}
          className={classes.close}
          size="xl"
          variant="filled"
          color="dark"
          aria-label="Close"
          onClick={close}
        >
          <IconX size={22} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {prev && (
        <ActionIcon
          className={`${classes.nav} ${classes.prev}`}
          size="xl"
          variant="filled"
          color="dark"
          aria-label="Previous image"
          onClick={() => go(prev)}
        >
          <IconChevronLeft size={24} aria-hidden />
        </ActionIcon>
      )}
      {next && (
        <ActionIcon
          className={`${classes.nav} ${classes.next}`}
          size="xl"
          variant="filled"
          color="dark"
          aria-label="Next image"
          onClick={() => go(next)}
        >
          <IconChevronRight size={24} aria-hidden />
        </ActionIcon>
      )}
      {query.isPending && (
        <div className={classes.center} role="status">
          <Loader color="gray" />
        </div>
      )}
      {query.isError && (
        <div className={classes.center}>
          <ErrorState
            title={
              isApiError(query.error) && query.error.status === 404
                ? 'Image not found'
                : "Couldn't load this image"
            }
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        </div>
      )}
      {item && (
        <>
          {item.video && item.url ? (
            <div className={classes.center}>
              <video
                key={item.filename}
                className={classes.video}
                src={item.url}
                poster={item.imageUrl ?? undefined}
                controls
                autoPlay
                playsInline
                aria-label={item.name || 'Video'}
              />
            </div>
          ) : src && !item.video ? (
            <ZoomPanImage key={item.filename} src={src} alt={item.description} zoom={zoom} onZoom={setZoom} />
          ) : (
            <div className={classes.center}>
              <Text c="gray.3">
                {item.finishedOn
                  ? `This ${item.video ? 'video' : 'image'} could not be made.`
                  : `This ${item.video ? 'video' : 'image'} is still being created.`}
              </Text>
            </div>
          )}
          <ShareReminder
            opened={reminder.openFor === item.filename}
            share={actions.share}
            onClose={reminder.close}
          />
          <ActionBar
            key={item.filename}
            item={item}
            actions={actions}
            zoom={zoom}
            onZoom={setZoom}
            onInfo={() => setInfoOpen(true)}
            onDelete={() =>
              void confirm({
                title: item.video ? 'Delete this video?' : 'Delete this image?',
                message: "It will be removed from your creations and can't be brought back.",
                confirmLabel: 'Delete',
                cancelLabel: 'Keep it',
                action: () => actions.remove.mutateAsync(),
              })
            }
            requireLogin={requireLogin}
          />
          <InfoPanel item={item} opened={infoOpen} onClose={() => setInfoOpen(false)} />
        </>
      )}
    </div>
  );
}
