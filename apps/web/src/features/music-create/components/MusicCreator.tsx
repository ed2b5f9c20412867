import { useEffect, useReducer, useState } from 'react';
import { Button, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { MusicIdea, MusicTrack } from '@muse/contracts';
import { useSession } from '../../auth';
import { openMembership } from '../../buy';
import {
  createFromEditor,
  createFromIdea,
  creatorReducer,
  ideasRequest,
  initialCreatorState,
  randomSeed,
  type CreatorAction,
} from '../creator-state';
import { useCreateTrack } from '../hooks/use-create-track';
import { useMusicIdeas } from '../hooks/use-music-ideas';
import { useMusicPro } from '../hooks/use-music-pro';
import { useOnboarding } from '../hooks/use-onboarding';
import { stopPreview } from '../preview-player';
import { initialEmail } from '../verify-email';
import { CreateChooser } from './CreateChooser';
import { CreateFailureAlert } from './CreateFailureAlert';
import type { FlowProps } from './FlowTypes';
import { MusicFlow } from './MusicFlow';
import { QueueView } from './QueueView';
import { SongFlow } from './SongFlow';
import { VerifyEmailModal } from './VerifyEmailModal';
import classes from './MusicCreator.module.css';

export interface MusicCreatorProps {
  /** Called with the queued track after a successful POST /api/music. */
  onCreated?: (track: MusicTrack) => void;
  /** Keywords typed into the home page's search box, offered as the creation's starting keywords. */
  initialKeywords?: string;
  /** Where Back on the first screen goes (a modal closes); without it the creator folds into a button. */
  onClose?: () => void;
}

/**
 * Creating music: "What would you like to create?", the keyword-only and song flows with ideas, the lyrics
 * editor, the login prompt and the email verification before the request, and the queue view of the user's
 * unfinished tracks.
 */
export function MusicCreator({ onCreated, initialKeywords, onClose }: MusicCreatorProps) {
  const { session, isGuest } = useSession();
  const { status, member } = useMusicPro();
  const [state, dispatch] = useReducer(creatorReducer, undefined, () => initialCreatorState());
  const ideas = useMusicIdeas();
  // A preview still playing stops with the creator.
  useEffect(() => stopPreview, []);
  const create = useCreateTrack(onCreated);
  const onboarding = useOnboarding();
  const [chosenIdea, setChosenIdea] = useState<MusicIdea | null>(null);
  const account = session && !isGuest ? session : null;

  /** Changing screens starts the next one clean: no old ideas or messages. */
  const go = (action: CreatorAction) => {
    ideas.reset();
    create.clearFailure();
    dispatch(action);
  };

  const flow: FlowProps = {
    state,
    dispatch,
    musicpro: status,
    member,
    ideas: {
      data: ideas.data?.data,
      loading: ideas.isPending,
      error: ideas.error,
      generate: () => {
        create.clearFailure();
        ideas.mutate(ideasRequest(state, status));
      },
    },
    create: {
      busy: create.busy,
      creating: create.busy ? chosenIdea : null,
      fromIdea: (idea) => {
        setChosenIdea(idea);
        create.start(createFromIdea(state, idea, status, randomSeed()));
      },
    },
    onMembership: () => openMembership(),
    notice: (
      <CreateFailureAlert
        failure={create.failure}
        onSubscribe={() => openMembership()}
        onClose={create.clearFailure}
      />
    ),
  };

  return (
    // No landmark of its own: the page that mounts it names its place (a section, a modal).
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} className={classes.creator}>
      <Stack gap="lg">
        {state.step === 'closed' && (
          <Button
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => go({ type: 'open' })}
            style={{ alignSelf: 'flex-start' }}
          >
            Create music
          </Button>
        )}
        {state.step === 'choose' && (
          <CreateChooser
            onChoose={(step) => {
              if (onboarding.show) onboarding.dismiss();
              go({ type: 'choose', step, keywords: initialKeywords });
            }}
            onBack={() => (onClose ? onClose() : go({ type: 'back' }))}
            onboarding={
              onboarding.show
                ? {
                    onPick: (genre) => {
                      onboarding.dismiss();
                      go({ type: 'genre', genre, keywords: initialKeywords });
                    },
                    onSkip: onboarding.dismiss,
                  }
                : null
            }
          />
        )}
        {state.step === 'music' && <MusicFlow {...flow} />}
        {state.step === 'song' && (
          <SongFlow
            {...flow}
            onCreateOwn={() => {
              setChosenIdea(null);
              create.start(createFromEditor(state, status, randomSeed()));
            }}
          />
        )}
        {account && <QueueView userId={account.userId} />}
      </Stack>
      <VerifyEmailModal
        opened={create.verifying}
        initialEmail={initialEmail(create.verifiedReply, account?.user.email ?? null)}
        onVerified={create.verified}
        onClose={create.cancelVerification}
      />
    </Paper>
  );
}
