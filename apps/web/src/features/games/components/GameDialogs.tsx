import { useGameDialog } from '../game-dialog-store';
import { GuessTheBestDialog } from './GuessTheBestDialog';
import { InsightDialog } from './InsightDialog';
import { PianoChallengeDialog } from '../piano/components/PianoChallengeDialog';

/** The game dialogs; a game is mounted once it has been opened (and stays for its closing transition). */
export function GameDialogs() {
  const { game, openings } = useGameDialog();
  return (
    <>
      {openings.guessTheBest > 0 && (
        <GuessTheBestDialog opened={game === 'guessTheBest'} opening={openings.guessTheBest} />
      )}
      {openings.insight > 0 && <InsightDialog opened={game === 'insight'} opening={openings.insight} />}
      {openings.pianoChallenge > 0 && (
        <PianoChallengeDialog opened={game === 'pianoChallenge'} opening={openings.pianoChallenge} />
      )}
    </>
  );
}
