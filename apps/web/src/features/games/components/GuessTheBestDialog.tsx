import { Modal } from '@mantine/core';
import { LoadingState } from '../../../shared/LoadingState';
import { useSession } from '../../auth';
import { closeGame } from '../game-dialog-store';
import { GAME_TEXTS as T } from '../games-texts';
import { setSize } from '../guess-the-best';
import { useGuessTheBest } from '../hooks/use-guess-the-best';
import { GuessTheBestBody } from './GuessTheBestBody';
import { SignInGate } from './SignInGate';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../shared/layers';

/** A tile's width and the gap between tiles, as Games.module.css has them (tiles of 300 px). */
const TILE = 300;
const GAP = 12;

interface GuessTheBestDialogProps {
  opened: boolean;
  /** how often the dialog has been opened: each opening plays a new game */
  opening: number;
}

/** The Guess the Best dialog: the game for an email account, a sign-in prompt for anyone else. */
export function GuessTheBestDialog({ opened, opening }: GuessTheBestDialogProps) {
  const { session, isLoading, isGuest } = useSession();
  const userId = session && !isGuest ? session.userId : null;

  if (!userId) {
    return (
      <Modal
        zIndex={GLOBAL_DIALOG_Z_INDEX}
        opened={opened}
        onClose={closeGame}
        title={T.guessTitle}
        size="sm"
        closeButtonProps={{ 'aria-label': 'Close game' }}
        styles={{ title: { fontWeight: 700 } }}
      >
        {isLoading ? <LoadingState label="Checking your session…" /> : <SignInGate />}
      </Modal>
    );
  }
  return <GuessTheBestGame key={`${opening}:${userId}`} userId={userId} opened={opened} />;
}

function GuessTheBestGame({ userId, opened }: { userId: string; opened: boolean }) {
  const game = useGuessTheBest(userId);
  const { state } = game;
  const tiles = state.phase === 'playing' ? setSize(state) : 2;
  // Wide: as wide as a row of 300 px tiles (narrower windows shrink them); narrow: the whole screen.
  const size = `calc(${tiles * TILE + (tiles - 1) * GAP}px + 2 * var(--mantine-spacing-md))`;

  return (
    <Modal
      zIndex={GLOBAL_DIALOG_Z_INDEX}
      opened={opened}
      onClose={closeGame}
      title={T.guessTitle}
      fullScreen={state.narrow}
      size={state.narrow ? '100%' : size}
      closeButtonProps={{ 'aria-label': 'Close game' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <GuessTheBestBody game={game} onClose={closeGame} />
    </Modal>
  );
}
