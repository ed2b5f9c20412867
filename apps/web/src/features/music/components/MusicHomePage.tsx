import { Suspense, useRef } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBroadcast, IconMessageCircle, IconPhoto, IconPiano, IconSparkles } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from '../../../shared/routing';
import { useStartText } from '../../../shared/hooks/use-start-text';
import type { MusicTrack } from '@muse/contracts';
import { notifySuccess } from '../../../app/notify';
import { useSession } from '../../auth';
import { LIVE_MUSIC_PATH } from '../../live-music';
import { MusicCreator } from '../../music-create';
import { musicKeys } from '../music.api';
import { musicRoot } from '../music-paths';
import { isSearching, searchKeywords } from '../music-search';
import { useSimilarMusic } from '../hooks/use-similar-music';
import { useMusicProGate } from '../hooks/use-music-pro-gate';
import { MusicSearchBox } from './MusicSearchBox';
import { MyMusicSection } from './MyMusicSection';
import { PopularSections } from './PopularSections';
import { SimilarSection } from './SimilarSection';
import classes from './MusicHomePage.module.css';

/**
 * /music and /music/app: the music library. The keyword search replaces the galleries with 'Similar' while
 * something is typed; otherwise 'My Music & Songs' (signed in), 'Popular Songs', 'Popular Music' and 'Recent'
 * (admins). The player (/music/:filename) opens over it, so the library keeps its place.
 */
export function MusicHomePage() {
  const { pathname } = useLocation();
  const root = musicRoot(pathname);
  const { session } = useSession();
  const queryClient = useQueryClient();
  const [text, setText] = useStartText();
  const createRef = useRef<HTMLElement>(null);
  useDocumentTitle('Music · Muse');
  useMusicProGate();

  const similar = useSimilarMusic(text);
  const searching = isSearching(text);
  const keywords = searchKeywords(text);
  const onCreated = (track: MusicTrack) => {
    void queryClient.invalidateQueries({ queryKey: musicKeys.all });
    notifySuccess(`“${track.name}” is in the queue. It appears in My Music & Songs.`);
  };
  const goCreate = () => {
    const node = createRef.current;
    if (!node) return;
    node.scrollIntoView({ behavior: 'smooth', block: 'start' });
    node.querySelector<HTMLElement>('button, input, textarea, [tabindex]')?.focus({ preventScroll: true });
  };

  return (
    <div className={classes.page}>
      <Stack gap="xl">
        <header className={classes.hero}>
          <Stack gap="md">
            <div>
              <Title order={1}>Music</Title>
              <Text c="dimmed" maw={640}>
                Create songs with lyrics or instrumental music, and listen to what the community made.
              </Text>
            </div>
            <Group gap="sm">
              <Button leftSection={<IconSparkles size={18} aria-hidden />} onClick={goCreate}>
                Create
              </Button>
              <Button
                component={Link}
                to={LIVE_MUSIC_PATH}
                variant="default"
                leftSection={<IconBroadcast size={18} aria-hidden />}
              >
                Live music
              </Button>
              <Button
                component={Link}
                to="/images"
                variant="default"
                leftSection={<IconPhoto size={18} aria-hidden />}
              >
                Images
              </Button>
              <Button
                component={Link}
                to="/piano-challenge"
                variant="default"
                leftSection={<IconPiano size={18} aria-hidden />}
              >
                Piano Challenge
              </Button>
              <Button
                component={Link}
                to="/app"
                variant="default"
                leftSection={<IconMessageCircle size={18} aria-hidden />}
              >
                Assistants
              </Button>
            </Group>
            <MusicSearchBox value={text} onChange={setText} busy={similar.waiting} />
          </Stack>
        </header>
        {/* While searching, the results come first, right under the box. */}
        {searching && <SimilarSection similar={similar} root={root} />}
        <section ref={createRef} className={classes.create} aria-label="Create music">
          <MusicCreator onCreated={onCreated} initialKeywords={keywords} />
        </section>
        {!searching && (
          <>
            {session && <MyMusicSection userId={session.userId} root={root} />}
            <PopularSections root={root} />
          </>
        )}
      </Stack>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </div>
  );
}
