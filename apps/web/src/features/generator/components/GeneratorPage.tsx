import { Suspense, lazy, useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconGift, IconShieldX } from '@tabler/icons-react';
import { browserStore } from '../../../shared/browser-flag';
import { Link, Outlet, useSearchParams } from '../../../shared/routing';
import { allowedImageCounts } from '@muse/domain';
import { useStartText } from '../../../shared/hooks/use-start-text';
import { MountOnceOpened } from '../../../shared/MountOnceOpened';
import { Reveal } from '../../../shared/Reveal';
import { LoadWhenNear } from '../../../shared/LoadWhenNear';
import { PageContainer } from '../../../shared/PageContainer';
import { sessionBalance, useReadSessionNow, useRequireLogin, useSession } from '../../auth';
import { openSubscribe } from '../../buy';
import { creditsPhrase, openInsufficientCredits } from '../../credits';
import { useModels } from '../../models';
import { VotingScreen } from '../../voting';
import { canGenerate, defaultSettings, ideasStale, initialModel, runCost } from '../generation-settings';
import type { GenerationSettings } from '../generation-settings';
import { useCreateImage, type CreateInput } from '../hooks/use-create-image';
import { CostLine } from './CostLine';
import { useIdeas } from '../hooks/use-ideas';
import { useImageEvents } from '../hooks/use-image-events';
import { useSafetyGate } from '../hooks/use-safety-gate';
import { Creations } from './Creations';
import { IdeasList } from './IdeasList';
import type { Idea } from './IdeasList';
import { PromptBar } from './PromptBar';
import type { PromptMode } from './PromptBar';
import { StyleTags } from './StyleTags';
import { trayStore } from '../tray-store';
import { ONBOARDING_PARAM, markWelcomeSeen, welcomeSeen } from '../welcome';
import { WelcomeCard } from './WelcomeCard';

// Closed at first render: their code (selects, sliders, modals and what positions them) loads when first opened.
const ModelPickerModal = lazy(() =>
  import('./ModelPickerModal').then((m) => ({ default: m.ModelPickerModal })),
);
const QueueLimitDialog = lazy(() =>
  import('./QueueLimitDialog').then((m) => ({ default: m.QueueLimitDialog })),
);
// Below the creations: its code and figures load when the reader scrolls near it.
const CommunitySection = lazy(() => import('../../community').then((m) => ({ default: m.CommunitySection })));
// A visitor has no queue: the tray's code loads once someone is signed in.
const QueueTray = lazy(() => import('./QueueTray').then((m) => ({ default: m.QueueTray })));
const SettingsPanel = lazy(() => import('./SettingsPanel').then((m) => ({ default: m.SettingsPanel })));
const SettingsDialog = lazy(() => import('./SettingsDialog').then((m) => ({ default: m.SettingsDialog })));
const GuideDialog = lazy(() => import('./GuideDialog').then((m) => ({ default: m.GuideDialog })));
// The gift card popup (the gift card page's content): loads when first opened.
const GiftCardsPopup = lazy(() => import('./GiftCardsPopup').then((m) => ({ default: m.GiftCardsPopup })));
const PremiumCountWarning = lazy(() =>
  import('./PremiumCountWarning').then((m) => ({ default: m.PremiumCountWarning })),
);

/** /images: the generator, the queue tray and the creations lists. */
export function GeneratorPage() {
  const { session } = useSession();
  const requireLogin = useRequireLogin();
  const readSessionNow = useReadSessionNow();
  const models = useModels(['image']);
  const [mode, setMode] = useState<PromptMode>('keywords');
  const [text, setText] = useStartText();
  const [tags, setTags] = useState<string[]>([]);
  const [chosen, setChosen] = useState<GenerationSettings | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [giftsOpen, setGiftsOpen] = useState(false);
  // Under 800 px the settings open as a full-screen dialog (spec), above it they unfold under the prompt.
  const narrow = useMediaQuery('(max-width: 799px)') ?? false;
  const [params, setParams] = useSearchParams();
  const guideOpen = params.has(ONBOARDING_PARAM);
  const [welcome, setWelcome] = useState(() => !welcomeSeen(browserStore()));
  const [lockedCount, setLockedCount] = useState<number | null>(null);
  const ideas = useIdeas();
  const create = useCreateImage();
  const safety = useSafetyGate();
  useImageEvents();
  const userId = session?.userId ?? null;
  useEffect(() => trayStore.setOwner(userId), [userId]);

  const modelList = models.data ?? [];
  const settings = chosen ?? defaultSettings(initialModel(modelList));
  const model = modelList.find((m) => m.key === settings.model);
  const counts = allowedImageCounts(session?.subscription);
  const [checkingBalance, setCheckingBalance] = useState(false);
  const busy = ideas.isPending || create.isPending || safety.checking || checkingBalance;
  const error = create.isError || ideas.isError || !!create.data?.error || safety.blocked;
  const ready = !!settings.model;
  const cost = runCost(settings, model);

  /**
   * Creates, unless the balance cannot pay: then the credits dialog opens at once, to create after a claim,
   * instead of queueing an image that would fail. A balance that looks short is read again first.
   */
  const startCreate = async (input: CreateInput) => {
    const run = () => create.mutate(input);
    const short = (s: typeof session) => !!s && cost !== null && sessionBalance(s) < cost;
    let current = session;
    if (short(session)) {
      setCheckingBalance(true);
      current = await readSessionNow()
        .catch(() => session)
        .finally(() => setCheckingBalance(false));
    }
    if (current && cost !== null && short(current)) {
      const balance = creditsPhrase(sessionBalance(current));
      openInsufficientCredits(`Creating this costs ${creditsPhrase(cost)}, and you have ${balance}.`, run);
      return;
    }
    run();
  };

  const closeWelcome = () => {
    markWelcomeSeen(browserStore());
    setWelcome(false);
  };
  const openGuide = () => {
    closeWelcome();
    setParams((p) => {
      p.set(ONBOARDING_PARAM, '');
      return p;
    });
  };
  const closeGuide = () =>
    setParams(
      (p) => {
        p.delete(ONBOARDING_PARAM);
        return p;
      },
      { replace: true },
    );
  // Search results reset when the keywords, tags, model or size change (spec).
  const changeSettings = (next: GenerationSettings) => {
    if (ideasStale(settings, next)) ideas.reset();
    setChosen(next);
  };
  const settingsPanel = (
    <SettingsPanel
      model={model}
      settings={{ ...settings, number: Math.min(settings.number, Math.max(...counts)) }}
      onChange={changeSettings}
      imageCounts={counts}
      onLockedCount={setLockedCount}
      tier={session?.subscription}
    />
  );

  const resetErrors = () => {
    if (create.isError || create.data) create.reset();
    if (ideas.isError) ideas.reset();
    safety.reset();
  };
  // Ideas are free and need no account; creating one asks a visitor to sign in first.
  const submit = () => {
    if (mode === 'advanced')
      requireLogin(() => safety.run(text, () => void startCreate({ settings, description: text, tags })));
    else safety.run(text, () => ideas.mutate({ keywords: text, tags, settings }));
  };
  const createIdea = (idea: Idea) =>
    requireLogin(() =>
      safety.run(
        idea.description,
        () =>
          void startCreate({
            settings,
            description: idea.description,
            name: idea.name,
            tags: [...new Set([...idea.tags, ...tags])],
          }),
      ),
    );

  return (
    <PageContainer size="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1}>Images</Title>
            <Text c="dimmed">Generate images from keywords or a prompt</Text>
            <Text size="sm" mt={4}>
              Have a photo?{' '}
              <Anchor component={Link} to="/photo-wizard">
                Restore it or turn it into art with the Photo wizard
              </Anchor>
            </Text>
          </div>
          {/* The spec's gift card popup: in the page's header, for visitors too (only buying needs an account). */}
          <Button
            variant="light"
            leftSection={<IconGift size={18} aria-hidden />}
            aria-haspopup="dialog"
            aria-expanded={giftsOpen}
            onClick={() => setGiftsOpen(true)}
          >
            Gift cards
          </Button>
        </Group>
        {welcome && <WelcomeCard onTour={openGuide} onDismiss={closeWelcome} />}
        <PromptBar
          mode={mode}
          onModeChange={(next) => {
            setMode(next);
            resetErrors();
          }}
          text={text}
          onTextChange={(t) => {
            setText(t);
            resetErrors();
            if (ideas.data) ideas.reset();
          }}
          onSubmit={submit}
          canSubmit={ready && canGenerate({ text, busy, error })}
          busy={busy}
          model={model}
          onOpenModels={() => setPickerOpen(true)}
          settingsOpen={settingsOpen}
          onToggleSettings={() => setSettingsOpen((o) => !o)}
        />
        <CostLine cost={cost} session={session} />
        {safety.message && (
          <Alert color="red" variant="light" role="alert" icon={<IconShieldX size={18} aria-hidden />}>
            {safety.message}
          </Alert>
        )}
        <StyleTags
          value={tags}
          onChange={(next) => {
            setTags(next);
            if (ideas.data) ideas.reset();
          }}
        />
        {narrow ? (
          <MountOnceOpened opened={settingsOpen}>
            <SettingsDialog opened={settingsOpen} onClose={() => setSettingsOpen(false)}>
              {settingsPanel}
            </SettingsDialog>
          </MountOnceOpened>
        ) : (
          <Reveal expanded={settingsOpen}>
            <MountOnceOpened opened={settingsOpen}>{settingsPanel}</MountOnceOpened>
          </Reveal>
        )}
        {models.isError && (
          <Text c="red" size="sm" role="alert">
            Couldn't load the models. Reload the page to try again.
          </Text>
        )}
        {mode === 'keywords' && (
          <IdeasList
            ideas={ideas.data?.ideas}
            loading={ideas.isPending}
            errorText={ideas.errorText}
            creating={create.isPending ? (create.variables?.description ?? null) : null}
            onCreate={createIdea}
          />
        )}
        {session && (
          <Suspense fallback={null}>
            <QueueTray signedIn />
          </Suspense>
        )}
        <Creations signedIn={!!session} tier={session?.subscription} searchText={text} />
        <LoadWhenNear minHeight={40}>
          <CommunitySection />
        </LoadWhenNear>
        {/* CC BY asks for credit where the pictures appear: the local models draw this art. */}
        <Text size="xs" c="dimmed">
          Hot air balloon in the local models' pictures: “Ultimate Colors” by Streamline (streamlinehq.com),{' '}
          <Anchor
            href="https://creativecommons.org/licenses/by/4.0/"
            target="_blank"
            rel="noreferrer"
            inherit
          >
            CC BY 4.0
          </Anchor>
        </Text>
      </Stack>
      <MountOnceOpened opened={pickerOpen}>
        <ModelPickerModal
          opened={pickerOpen}
          onClose={() => setPickerOpen(false)}
          models={modelList}
          selected={settings.model}
          onSelect={(m) => changeSettings(defaultSettings(m, settings))}
        />
      </MountOnceOpened>
      <MountOnceOpened opened={guideOpen}>
        <GuideDialog opened={guideOpen} onClose={closeGuide} />
      </MountOnceOpened>
      <MountOnceOpened opened={giftsOpen}>
        <GiftCardsPopup opened={giftsOpen} onClose={() => setGiftsOpen(false)} />
      </MountOnceOpened>
      <MountOnceOpened opened={lockedCount !== null}>
        <PremiumCountWarning
          count={lockedCount}
          allowedMax={Math.max(...counts)}
          onUpgrade={() => {
            setLockedCount(null);
            openSubscribe();
          }}
          onContinue={() => setLockedCount(null)}
        />
      </MountOnceOpened>
      <MountOnceOpened opened={create.queueLimitOpen}>
        <QueueLimitDialog opened={create.queueLimitOpen} onClose={create.closeQueueLimit} />
      </MountOnceOpened>
      <VotingScreen />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </PageContainer>
  );
}
