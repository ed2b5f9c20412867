import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconMessageCircle,
  IconPlayerPlay,
  IconPlayerSkipForward,
  IconRefresh,
  IconSchool,
  IconVolume,
  IconVolumeOff,
  IconX,
} from '@tabler/icons-react';
import { useNavigate } from '../../../shared/routing';
import type { DialogTreeShape } from '@muse/domain';
import { openLoginDialog, useSession } from '../../auth';
import { getGameDialogState, openGame, useGameDialog } from '../../games';
import { DEFAULT_VOICE_ID, useSpeech } from '../../offices';
import { isMp4, youtubeEmbedUrl, youtubeId } from '../dialog-text';
import { useDialogRun, type DialogEffects, type WaitKind } from '../hooks/use-dialog-run';
import {
  MUTED_KEY,
  ONBOARDED_KEY,
  gameWaitState,
  gameWaitText,
  hasDialogOptions,
  readFlag,
  safeExternalUrl,
  writeFlag,
} from '../panel-helpers';
import { AnswerInput } from './AnswerInput';
import { DialogText } from './DialogText';
import { showPoll } from './integrations';
import classes from './DialogPanel.module.css';

export interface DialogPanelProps {
  /** the office whose dialog this is; '' for a dialog of no office (the practice interview): nothing recorded */
  officeId: string;
  /** the main assistant's dialog (the office reply's `assistants[0].dialog`) */
  dialog: DialogTreeShape;
  /** shows Train (the office reply's `access.canSeeTrainButton`) */
  canTrain?: boolean;
  onTrain?: () => void;
  /** ChooseAvatar: opens the setup at the Avatar tab (owners); absent for visitors, who skip it */
  onChooseAvatar?: () => void;
  /** AskAI: switches to the office's free AI chat */
  onAskAI?: () => void;
  /** the office's first member's name, for SetDefaultText's #NAME# */
  memberName?: string;
  /** the setup's preview: nothing is sent, the page is left alone */
  preview?: boolean;
  /** a FormSubmit reached the server: its path and the reply (the interview's `{ id }` opens its report) */
  onFormSubmitted?: (path: string, reply: unknown) => void;
}

/** The waiting line (the game's says what score it needs: `gameWaitText`). */
const WAIT_TEXT: Record<Exclude<WaitKind, 'game'>, string> = {
  video: 'Watch the video to the end to go on.',
  login: 'Sign in to go on.',
  poll: 'Answer the poll to go on.',
};

/**
 * The guided conversation: the assistant's question (links and videos in it work), answer buttons or an
 * answer box, the media its actions show, a score badge, a close button and, for AI-chat owners and members,
 * Train. The assistant speaks each question in its voice unless muted (remembered in this browser).
 */
export function DialogPanel(props: DialogPanelProps) {
  const {
    officeId,
    dialog,
    canTrain,
    onTrain,
    onChooseAvatar,
    onAskAI,
    memberName,
    preview,
    onFormSubmitted,
  } = props;
  const navigate = useNavigate();
  const { session, isGuest } = useSession();
  const game = useGameDialog();
  const signedIn = !!session && !isGuest;
  const gameOpen = game.game !== null;
  const signedInRef = useRef(signedIn);
  useEffect(() => {
    signedInRef.current = signedIn;
  }, [signedIn]);

  const [closed, setClosed] = useState(false);
  const [muted, setMuted] = useState(() => readFlag(MUTED_KEY));
  const [onboarded, setOnboarded] = useState(() => readFlag(ONBOARDED_KEY));
  const speech = useSpeech();

  const effects: DialogEffects = {
    ...(onChooseAvatar ? { chooseAvatar: onChooseAvatar } : {}),
    openMusic: () => void navigate('/music'),
    openUrl: (url) => {
      const safe = safeExternalUrl(url);
      if (safe) window.open(safe, '_blank', 'noopener,noreferrer');
    },
    ...(onAskAI
      ? {
          askAI: () => {
            setClosed(true);
            onAskAI();
          },
        }
      : {}),
    close: () => setClosed(true),
    startGame: openGame,
    // Read from the game's store when the runtime polls, not from this render.
    isGameOpen: () => getGameDialogState().game !== null,
    gameScore: (name) => getGameDialogState().scores[name],
    openLogin: openLoginDialog,
    isSignedIn: () => signedInRef.current,
    showPoll: (json) => showPoll(officeId, json),
    ...(onFormSubmitted ? { formSubmitted: onFormSubmitted } : {}),
  };
  const view = useDialogRun(dialog, { officeId, memberName, preview, effects });
  const { state, media, waiting } = view;
  const { step } = state;

  // The assistant speaks each new question (the welcome question waits for a click: browsers block sound
  // before one). Its answer voice speaks the visitor's choice first, when the dialog has one.
  const speakRef = useRef(speech.speak);
  useEffect(() => {
    speakRef.current = speech.speak;
  }, [speech.speak]);
  const pendingQuestion = useRef<{ text: string; voiceId: string } | null>(null);
  // The dialog's pitches move the voices of every question and of the spoken answers.
  const questionPitch = dialog.questionVoicePitch;
  const answerPitch = dialog.answerVoicePitch;
  const pathKey = step.path.join('.');
  useEffect(() => {
    if (muted || step.path.length === 0 || step.question.trim() === '') return;
    const question = { text: step.question, voiceId: step.questionVoiceId ?? DEFAULT_VOICE_ID };
    if (dialog.answerVoiceId && state.lastAnswer) {
      pendingQuestion.current = question;
      void speakRef.current(state.lastAnswer, dialog.answerVoiceId, 'answer', answerPitch);
    } else {
      pendingQuestion.current = null;
      void speakRef.current(question.text, question.voiceId, 'question', questionPitch);
    }
    // spoken once per step
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathKey]);
  const stopSpeech = speech.stop;
  useEffect(() => {
    if (muted || closed) stopSpeech();
  }, [muted, closed, stopSpeech]);

  const closeVisible = state.closeButtonVisible && !preview;
  if (closed || state.closed) {
    return (
      <Paper withBorder className={classes.collapsed}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed">
            Guided conversation
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconMessageCircle size={16} aria-hidden />}
            onClick={() => {
              if (state.closed) view.restart();
              setClosed(false);
            }}
          >
            {state.closed ? 'Start again' : 'Show'}
          </Button>
        </Group>
      </Paper>
    );
  }

  if (!hasDialogOptions(dialog)) {
    return (
      <Paper withBorder className={classes.panel}>
        <Text c="dimmed" size="sm">
          This conversation has no answers yet.
        </Text>
      </Paper>
    );
  }

  const busy = waiting !== null;
  const gameScore = game.scores[view.game];
  const gameWait = gameWaitState(gameOpen, gameScore, view.gameTarget);
  const firstClick = () => {
    if (!onboarded) {
      writeFlag(ONBOARDED_KEY, true);
      setOnboarded(true);
    }
  };
  const toggleMute = () => {
    writeFlag(MUTED_KEY, !muted);
    setMuted(!muted);
  };

  return (
    <Paper withBorder className={classes.panel} aria-label="Guided conversation" component="section">
      <audio
        {...speech.audioProps}
        onEnded={() => {
          speech.audioProps.onEnded();
          const next = pendingQuestion.current;
          pendingQuestion.current = null;
          if (next && !muted) void speech.speak(next.text, next.voiceId, 'question', questionPitch);
        }}
      />
      <div className={classes.top}>
        <Group gap={4} wrap="nowrap" className={classes.controls}>
          {state.badge.visible && (
            <Badge size="lg" variant="filled" color="grape" tt="none" aria-live="polite">
              {state.badge.text || 'Score'}
            </Badge>
          )}
          {canTrain && onTrain && !preview && (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconSchool size={16} aria-hidden />}
              onClick={onTrain}
            >
              Train
            </Button>
          )}
          {step.question.trim() !== '' && (
            <Tooltip label="Play the question" withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Play the question"
                onClick={() =>
                  void speech.speak(
                    step.question,
                    step.questionVoiceId ?? DEFAULT_VOICE_ID,
                    'question',
                    questionPitch,
                  )
                }
              >
                <IconPlayerPlay size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={muted ? 'Turn the voice on' : 'Mute the voice'} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={muted ? 'Turn the voice on' : 'Mute the voice'}
              aria-pressed={muted}
              onClick={toggleMute}
            >
              {muted ? <IconVolumeOff size={20} aria-hidden /> : <IconVolume size={20} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          {closeVisible && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="Close the conversation"
              onClick={() => setClosed(true)}
            >
              <IconX size={20} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        <DialogText text={step.question} />
      </div>

      {media.image && (
        <img className={classes.image} src={media.image.url} alt="" data-target={media.image.target} />
      )}
      {media.video && <DialogVideo {...media.video} onEnded={view.videoEnded} />}
      {media.audio && <audio key={media.audio.key} src={media.audio.url} autoPlay hidden />}

      {busy && (
        <Group gap="xs" className={classes.waiting} role="status">
          <Loader size="xs" type="dots" />
          <Text size="sm" c="dimmed">
            {waiting === 'game'
              ? gameWaitText(gameWait, gameScore, view.gameTarget, view.game)
              : WAIT_TEXT[waiting]}
          </Text>
          {waiting === 'game' && gameWait === 'short' && (
            <Button size="compact-sm" variant="light" onClick={() => openGame(view.game)}>
              Play again
            </Button>
          )}
          {waiting === 'login' && (
            <Button size="compact-sm" variant="light" onClick={openLoginDialog}>
              Sign in
            </Button>
          )}
          {waiting !== 'poll' && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPlayerSkipForward size={14} aria-hidden />}
              onClick={view.skipWait}
            >
              Skip
            </Button>
          )}
        </Group>
      )}

      {step.buttons.length > 0 && (
        <div className={classes.options}>
          {step.buttons.map((button, i) => (
            <Button
              key={`${pathKey}-${button.optionIndex}`}
              variant={i === 0 ? 'filled' : 'light'}
              className={i === 0 && !onboarded ? classes.sparkle : undefined}
              disabled={busy}
              onClick={() => {
                firstClick();
                view.choose(button.optionIndex);
              }}
            >
              {button.label}
            </Button>
          ))}
        </div>
      )}
      {step.answerBox && (
        <AnswerInput
          key={pathKey}
          box={step.answerBox}
          officeId={officeId}
          defaultText={state.defaultText}
          disabled={busy}
          preview={preview}
          onSubmit={(answer) => {
            firstClick();
            return view.submit(answer);
          }}
        />
      )}
      {step.ended && !busy && (
        <Group gap="xs">
          <Button
            variant="light"
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={view.restart}
          >
            Start again
          </Button>
          {onAskAI && (
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconMessageCircle size={16} aria-hidden />}
              onClick={() => {
                setClosed(true);
                onAskAI();
              }}
            >
              Ask me anything
            </Button>
          )}
        </Group>
      )}

      {view.problem && (
        <Alert color="red" variant="light" withCloseButton onClose={view.dismissProblem} role="alert">
          {view.problem}
        </Alert>
      )}
    </Paper>
  );
}

/** PlayVideo: an mp4 (or other file) in a video element at the given volume, or a YouTube embed. */
function DialogVideo({ url, volume, onEnded }: { url: string; volume: number; onEnded: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const id = youtubeId(url);
  useEffect(() => {
    if (ref.current) ref.current.volume = volume;
  }, [volume]);
  // A YouTube embed says it ended through the IFrame API's messages (enablejsapi=1).
  useEffect(() => {
    if (!id) return;
    const onMessage = (event: MessageEvent) => {
      if (!/^https:\/\/www\.youtube(-nocookie)?\.com$/.test(event.origin) || typeof event.data !== 'string')
        return;
      try {
        const data = JSON.parse(event.data) as { event?: string; info?: { playerState?: number } | number };
        const playerState =
          typeof data.info === 'object'
            ? data.info?.playerState
            : data.event === 'onStateChange'
              ? data.info
              : undefined;
        if (playerState === 0) onEnded();
      } catch {
        // not a player message
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [id, onEnded]);

  if (id) {
    return (
      <span className={classes.videoFrame}>
        <iframe
          src={`${youtubeEmbedUrl(id)}&autoplay=1&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`}
          title="Video"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={(e) =>
            e.currentTarget.contentWindow?.postMessage(
              JSON.stringify({ event: 'listening' }),
              'https://www.youtube-nocookie.com',
            )
          }
        />
      </span>
    );
  }
  return (
    <span className={classes.videoFrame}>
      <video
        ref={ref}
        src={url}
        controls
        autoPlay
        playsInline
        onEnded={onEnded}
        onLoadedMetadata={(e) => {
          e.currentTarget.volume = volume;
        }}
        data-kind={isMp4(url) ? 'mp4' : 'file'}
      />
    </span>
  );
}
