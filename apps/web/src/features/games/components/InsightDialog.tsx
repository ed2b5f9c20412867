import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBulb, IconCircleCheck } from '@tabler/icons-react';
import { LoadingState } from '../../../shared/LoadingState';
import { useSession } from '../../auth';
import { closeGame } from '../game-dialog-store';
import { GAME_TEXTS as T } from '../games-texts';
import { canSubmit } from '../insight';
import { useInsight, type InsightGame } from '../hooks/use-insight';
import { SignInGate } from './SignInGate';
import { WrapUp } from './WrapUp';
import classes from './Games.module.css';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../shared/layers';

/** The longest answer the server takes (InsightAnswerBody). */
const ANSWER_MAX = 200;

interface InsightDialogProps {
  opened: boolean;
  /** how often the dialog has been opened: each opening starts the game afresh */
  opening: number;
}

/** The Insight dialog: a question, a typed answer, credits for a right one. */
export function InsightDialog({ opened, opening }: InsightDialogProps) {
  const { session, isLoading, isGuest } = useSession();
  const userId = session && !isGuest ? session.userId : null;

  return (
    <Modal
      zIndex={GLOBAL_DIALOG_Z_INDEX}
      opened={opened}
      onClose={closeGame}
      title={T.insightTitle}
      size="md"
      closeButtonProps={{ 'aria-label': 'Close game' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {userId ? (
        <InsightGameView key={`${opening}:${userId}`} userId={userId} />
      ) : isLoading ? (
        <LoadingState label="Checking your session…" />
      ) : (
        <SignInGate />
      )}
    </Modal>
  );
}

function InsightGameView({ userId }: { userId: string }) {
  const game = useInsight(userId);
  const { state } = game;
  switch (state.phase) {
    case 'asking':
      return <LoadingState label="Getting a question…" minHeight={200} />;
    case 'over':
      return <WrapUp detail={state.overDetail} earned={state.earned} onClose={closeGame} />;
    case 'question':
    case 'answering':
      return <QuestionForm game={game} />;
    case 'won':
    case 'claiming':
      return <Win game={game} />;
  }
}

function Question({ text }: { text: string }) {
  return (
    <Paper withBorder p="md" radius="md" className={classes.question}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconBulb size={22} stroke={1.6} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Text fw={600} size="lg" id="insight-question">
          {text}
        </Text>
      </Group>
    </Paper>
  );
}

function QuestionForm({ game }: { game: InsightGame }) {
  const { state, type, submit } = game;
  const answering = state.phase === 'answering';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {T.insightIntro}
        </Text>
        <Question text={state.question ?? ''} />
        <TextInput
          label={T.answerLabel}
          description="Names, places or a word or two: small typos are forgiven."
          value={state.answer}
          onChange={(event) => type(event.currentTarget.value)}
          maxLength={ANSWER_MAX}
          readOnly={answering}
          autoComplete="off"
          aria-describedby="insight-question"
          // Each new question puts the focus back in the answer.
          autoFocus
          data-autofocus
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!canSubmit(state)} loading={answering}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Win({ game }: { game: InsightGame }) {
  const { state, tryAgain, claim } = game;
  const claiming = state.phase === 'claiming';
  return (
    <Stack gap="md">
      <Question text={state.question ?? ''} />
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={20} aria-hidden />}
        title={state.message ?? 'Right!'}
        id="insight-result"
      >
        {state.mayRetry ? T.smallWin : 'Continue to claim your credits and get the next question.'}
      </Alert>
      {state.error && (
        <Alert color="red" title={T.claimFailed}>
          {state.error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {state.mayRetry && (
          <Button variant="default" onClick={tryAgain} disabled={claiming}>
            {T.tryAgain}
          </Button>
        )}
        <Button onClick={claim} loading={claiming} aria-describedby="insight-result" autoFocus data-autofocus>
          {T.continue}
        </Button>
      </Group>
    </Stack>
  );
}
