import { Suspense, useEffect, useState } from 'react';
import { Alert, Button, Collapse, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconMovie, IconSparkles } from '@tabler/icons-react';
import { QUEUE_LIMIT_MESSAGE } from '@muse/domain';
import { isApiError } from '../../../app/api-error';
import { MountOnceOpened } from '../../../shared/MountOnceOpened';
import { PageContainer } from '../../../shared/PageContainer';
import { Outlet } from '../../../shared/routing';
import { sessionBalance, useRequireLogin, useSession } from '../../auth';
import { VideoPayOnce, openSubscribe } from '../../buy';
import { creditsPhrase, openInsufficientCredits } from '../../credits';
import { useModels } from '../../models';
import { clearVideoHandOff, readVideoHandOff } from '../hand-off';
import { useCreateVideo } from '../hooks/use-create-video';
import { useVideoList } from '../hooks/use-video-list';
import { useVideoProgress } from '../hooks/use-video-progress';
import {
  defaultVideoSettings,
  initialVideoModel,
  isVideoModel,
  picturesProblem,
  videoRunCost,
  type VideoSettings,
} from '../video-settings';
import { VideoGrid } from './VideoGrid';
import { VideoModelPicker } from './VideoModelPicker';
import { VideoSettingsPanel } from './VideoSettingsPanel';

/** /video: a prompt (and pictures) to a short video, the model picker, settings, My videos and popular videos. */
export function VideoPage() {
  const { session } = useSession();
  const requireLogin = useRequireLogin();
  const models = useModels(['video']);
  // What "Make a video" in the viewer left: read when the page opens, forgotten once it is shown.
  const [handOff] = useState(() => readVideoHandOff());
  useEffect(() => clearVideoHandOff(), []);
  const [prompt, setPrompt] = useState(handOff?.prompt ?? '');
  const [chosen, setChosen] = useState<VideoSettings | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(!!handOff?.pictures.length);
  const create = useCreateVideo();
  const progress = useVideoProgress();
  const mine = useVideoList('mine', !!session);
  const popular = useVideoList('popular');

  const modelList = models.data ?? [];
  const start = initialVideoModel(modelList, !!handOff?.pictures.length);
  const settings =
    chosen ??
    (start
      ? {
          ...defaultVideoSettings(start),
          pictures: (handOff?.pictures ?? []).slice(0, start.video.supportsImages),
        }
      : null);
  const model = modelList.find((m) => m.key === settings?.model);
  const videoModel = isVideoModel(model) ? model : undefined;
  const cost = settings ? videoRunCost(settings, videoModel) : null;
  const queueFull = isApiError(create.error) && create.error.code === 'queue_limit';

  // A queued video clears the prompt for the next one.
  const run = () => settings && create.mutate({ settings, prompt }, { onSuccess: () => setPrompt('') });
  const submit = () =>
    requireLogin(() => {
      if (!settings || !videoModel) return;
      // A model that needs pictures, without any: the settings open on the pictures.
      if (picturesProblem(settings, videoModel)) {
        setSettingsOpen(true);
        return;
      }
      if (session && cost !== null && sessionBalance(session) < cost) {
        const balance = creditsPhrase(sessionBalance(session));
        openInsufficientCredits(`This video costs ${creditsPhrase(cost)}, and you have ${balance}.`, run);
        return;
      }
      run();
    });

  return (
    <PageContainer size="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>Video</Title>
          <Text c="dimmed">Make short videos from a prompt or your pictures</Text>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Textarea
              label="Describe your video"
              placeholder="A red fox running through a snowy forest at dawn"
              autosize
              minRows={2}
              maxRows={6}
              value={prompt}
              onChange={(e) => {
                setPrompt(e.currentTarget.value);
                if (create.isError) create.reset();
              }}
            />
            <Group gap="sm" wrap="wrap">
              <Button
                variant="default"
                leftSection={<IconMovie size={18} aria-hidden />}
                onClick={() => setPickerOpen(true)}
                loading={models.isPending}
                aria-label={`Model: ${model?.name ?? 'none'}`}
              >
                {model?.name ?? 'Choose a model'}
              </Button>
              <Button
                variant={settingsOpen ? 'light' : 'default'}
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                onClick={() => setSettingsOpen((o) => !o)}
                aria-expanded={settingsOpen}
              >
                Settings
              </Button>
              <Button
                type="submit"
                leftSection={<IconSparkles size={18} aria-hidden />}
                disabled={!prompt.trim() || !settings || create.isPending}
                loading={create.isPending}
              >
                Create video
              </Button>
            </Group>
            {settings && cost !== null && (
              <Text size="sm" aria-live="polite">
                {settings.length} s · {settings.size.replace('x', '×')}
                {settings.audio ? ' · with soundtrack' : ''} · costs <strong>{creditsPhrase(cost)}</strong>
                {session ? ` · you have ${creditsPhrase(sessionBalance(session))}` : ''}
              </Text>
            )}
          </Stack>
        </form>
        {queueFull && (
          <Alert color="orange" variant="light" role="alert" title={QUEUE_LIMIT_MESSAGE}>
            <Button size="xs" mt="xs" onClick={() => openSubscribe()}>
              Upgrade
            </Button>
          </Alert>
        )}
        {models.isError && (
          <Text c="red" size="sm" role="alert">
            Couldn't load the video models. Reload the page to try again.
          </Text>
        )}
        {settings && videoModel && (
          <Collapse expanded={settingsOpen}>
            <MountOnceOpened opened={settingsOpen}>
              <VideoSettingsPanel model={videoModel} settings={settings} onChange={setChosen} />
            </MountOnceOpened>
          </Collapse>
        )}
        <Suspense fallback={null}>
          <VideoPayOnce />
        </Suspense>
        <section aria-labelledby="my-videos">
          <Title order={2} size="h3" id="my-videos" mb="sm">
            My videos
          </Title>
          {session ? (
            <VideoGrid
              label="My videos"
              list={mine}
              progress={progress}
              empty="Your videos will appear here."
            />
          ) : (
            <Text c="dimmed">Sign in to make videos and find them here.</Text>
          )}
        </section>
        <section aria-labelledby="popular-videos">
          <Title order={2} size="h3" id="popular-videos" mb="sm">
            Popular videos
          </Title>
          <VideoGrid
            label="Popular videos"
            list={popular}
            progress={progress}
            empty="No public videos yet."
          />
        </section>
      </Stack>
      <MountOnceOpened opened={pickerOpen}>
        <VideoModelPicker
          opened={pickerOpen}
          onClose={() => setPickerOpen(false)}
          models={modelList}
          selected={settings?.model ?? ''}
          onSelect={(m) => setChosen(defaultVideoSettings(m, settings ?? undefined))}
        />
      </MountOnceOpened>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </PageContainer>
  );
}
