import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconLibraryPhoto,
  IconSchool,
  IconSettings,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useParams } from '../../../shared/routing';
import { isMathOffice } from '@muse/domain';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { useSession } from '../../auth';
import { submittedInterview } from '../../interview';
import { roomPath } from '../../rooms';
import {
  assistantName,
  assistantVoiceId,
  hasGuidedDialog,
  mainAssistant,
  showsFreeChat,
  welcomeMessage,
} from '../assistant-view';
import { useOffice } from '../hooks/use-office';
import { AssistantChat } from './AssistantChat';
import { AssistantPortrait } from './AssistantPortrait';
import { MembersModal } from './MembersModal';
import classes from './OfficePage.module.css';

// The setup loads when an owner first opens it: visitors never download it.
const AssistantSetupModal = lazy(() =>
  import('../../assistant-setup').then((m) => ({ default: m.AssistantSetupModal })),
);

// The guided conversation (dialog panel) loads only for offices whose assistant has a dialog.
const DialogPanel = lazy(() => import('../../dialog-panel').then((m) => ({ default: m.DialogPanel })));

// Live polls: the visitors' popup and the owner's Start a poll (socket.io-client loads with it).
const OfficePolls = lazy(() => import('../../polls').then((m) => ({ default: m.OfficePolls })));

// The asset library (pictures, music, saved polls for the office's scenes): owners and admins, on demand.
const AssetLibraryDialog = lazy(() =>
  import('../../assets').then((m) => ({ default: m.AssetLibraryDialog })),
);

// SAT math for learners replaces the chat on math offices; it loads only there.
const SatMathView = lazy(() => import('../../sat-math').then((m) => ({ default: m.SatMathView })));

// A finished mock interview: its report and a celebration.
const InterviewEvaluationModal = lazy(() =>
  import('../../interview').then((m) => ({ default: m.InterviewEvaluationModal })),
);
const ConfettiBanner = lazy(() => import('../../forms').then((m) => ({ default: m.ConfettiBanner })));

type SetupRequest = { tab: 'default' | 'train' | 'avatar' } | null;

/**
 * /app/:officeId: the assistant's chat, for everyone (guests and visitors can use dialogs): its
 * portrait and name, the welcome message with a play button, the conversation. Owners and admins get
 * Setup; the owner and members of an AI-chat office get Train, which opens the setup at Train AI.
 */
export function OfficePage() {
  const { officeId = '' } = useParams();
  const office = useOffice(officeId);
  const { session, isGuest } = useSession();
  // A new mock interview opens with its setup (NewAssistantModal passes openSetup).
  const location = useLocation();
  const navigate = useNavigate();
  const openSetupFirst = (location.state as { openSetup?: boolean } | null)?.openSetup === true;
  const [setup, setSetup] = useState<SetupRequest>(openSetupFirst ? { tab: 'default' } : null);
  const [setupLoaded, setSetupLoaded] = useState(openSetupFirst);
  // Once: the browser keeps a page's state over a reload, which would open the setup again.
  useEffect(() => {
    if (openSetupFirst)
      void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [openSetupFirst, navigate, location.pathname, location.search, location.hash]);
  const [membersOpen, setMembersOpen] = useState(false);
  const [assetsOpen, setAssetsOpen] = useState(false);
  const chatRef = useRef<HTMLDivElement>(null);
  const [report, setReport] = useState<{ id: string; jobTitle: string } | null>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const [askedForChat, setAskedForChat] = useState(false);
  const name = office.data ? assistantName(office.data) : 'Assistant';
  useDocumentTitle(office.data ? `${name} · Muse` : 'Assistant · Muse');

  if (office.isPending) return <LoadingState label="Loading the assistant…" minHeight="60vh" />;
  if (office.isError)
    return (
      <Stack p="xl" maw={640} mx="auto">
        <ErrorState
          title={office.notFound ? 'There is no such assistant' : "Couldn't load the assistant"}
          error={office.error}
          onRetry={office.notFound ? undefined : () => void office.refetch()}
          retrying={office.isFetching}
        />
      </Stack>
    );

  const data = office.data;
  // Math offices show their SAT math lessons instead of the chat.
  const math = isMathOffice(data);
  const guided = !math && hasGuidedDialog(data);
  const open = (tab: 'default' | 'train' | 'avatar') => {
    setSetupLoaded(true);
    setSetup({ tab });
  };
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <div className={classes.who}>
          <AssistantPortrait
            avatarId={mainAssistant(data)?.avatar?.id}
            finish={mainAssistant(data)?.avatar?.finish}
            name={name}
            size={64}
          />
          <div>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} className={classes.name}>
              {name}
            </Title>
            {session && !isGuest && (
              <Anchor component={Link} to="/app" size="sm" c="dimmed">
                <Group gap={4} component="span" wrap="nowrap">
                  <IconArrowLeft size={14} aria-hidden />
                  Your assistants
                </Group>
              </Anchor>
            )}
            {(!session || isGuest) && name !== data.name && (
              <Text size="sm" c="dimmed">
                {data.name}
              </Text>
            )}
          </div>
        </div>
        <Group gap="xs">
          {session && !isGuest && (
            <Button
              variant="default"
              component={Link}
              to={roomPath(data._id)}
              leftSection={<IconVideo size={18} aria-hidden />}
            >
              Live room
            </Button>
          )}
          {(data.access.canOpenSetup || data.access.role === 'member') && (
            <Button
              variant="default"
              leftSection={<IconUsers size={18} aria-hidden />}
              onClick={() => setMembersOpen(true)}
            >
              Members
            </Button>
          )}
          {data.access.canSeeTrainButton && (
            <Button
              variant="light"
              leftSection={<IconSchool size={18} aria-hidden />}
              onClick={() => open('train')}
            >
              Train
            </Button>
          )}
          {data.access.canOpenSetup && (
            <Button
              variant="default"
              leftSection={<IconLibraryPhoto size={18} aria-hidden />}
              onClick={() => setAssetsOpen(true)}
            >
              Asset library
            </Button>
          )}
          {data.access.canOpenSetup && (
            <Button leftSection={<IconSettings size={18} aria-hidden />} onClick={() => open('default')}>
              Setup
            </Button>
          )}
        </Group>
      </header>
      {assetsOpen && (
        <Suspense fallback={null}>
          <AssetLibraryDialog opened officeId={data._id} onClose={() => setAssetsOpen(false)} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <OfficePolls key={data._id} officeId={data._id} canStart={data.access.canOpenSetup} />
      </Suspense>
      {guided && (
        <Suspense fallback={null}>
          <DialogPanel
            key={data._id}
            officeId={data._id}
            dialog={mainAssistant(data)!.dialog}
            canTrain={data.access.canSeeTrainButton}
            onTrain={() => open('train')}
            onChooseAvatar={data.access.canOpenSetup ? () => open('avatar') : undefined}
            onAskAI={() => {
              setAskedForChat(true);
              // the chat may only appear with this render: focus it on the next frame
              requestAnimationFrame(() => chatRef.current?.querySelector('textarea')?.focus());
            }}
            onFormSubmitted={(path, reply) => {
              const sent = submittedInterview(path, reply);
              if (!sent) return;
              setReport(sent);
              setReportOpen(true);
            }}
          />
        </Suspense>
      )}
      {math && (
        <Suspense fallback={<LoadingState label="Loading the lessons…" />}>
          <SatMathView key={data._id} officeId={data._id} />
        </Suspense>
      )}
      {!math && showsFreeChat(data, askedForChat) && (
        <Paper withBorder className={classes.chatCard} ref={chatRef}>
          <AssistantChat
            key={data._id}
            officeId={data._id}
            // With a guided conversation, its panel shows the welcome message.
            welcome={guided ? null : { text: welcomeMessage(data), voiceId: assistantVoiceId(data) }}
          />
        </Paper>
      )}
      {report && (
        <Suspense fallback={null}>
          <ConfettiBanner show={reportOpen} message="Interview complete!" />
          <InterviewEvaluationModal
            resultId={report.id}
            jobTitle={report.jobTitle}
            opened={reportOpen}
            onClose={() => setReportOpen(false)}
          />
        </Suspense>
      )}
      <MembersModal
        officeId={data._id}
        opened={membersOpen}
        canManage={data.access.canOpenSetup}
        userId={session && !isGuest ? session.userId : null}
        onClose={() => setMembersOpen(false)}
      />
      {setupLoaded && (
        <Suspense fallback={null}>
          <AssistantSetupModal
            office={data}
            opened={setup !== null}
            initialTab={setup?.tab === 'train' ? 'questions' : setup?.tab === 'avatar' ? 'avatar' : undefined}
            onClose={() => setSetup(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
