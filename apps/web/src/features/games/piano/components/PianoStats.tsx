import { START_LIVES, type PianoGame } from '../piano-rules';
import classes from './Piano.module.css';

/** Score, combo and lives during a round. */
export function PianoStats({ game }: { game: PianoGame }) {
  const lives = Math.max(game.lives, 0);
  return (
    <dl className={classes.stats} aria-label="Your round">
      <div className={classes.stat}>
        <dt>Score</dt>
        <dd>{game.score}</dd>
      </div>
      <div className={classes.stat}>
        <dt>Combo</dt>
        <dd>{game.combo}</dd>
      </div>
      <div className={classes.stat}>
        <dt>Lives</dt>
        <dd className={classes.lives} aria-label={`${lives} of ${START_LIVES}`}>
          {'♥'.repeat(lives)}
          {'♡'.repeat(START_LIVES - lives)}
        </dd>
      </div>
    </dl>
  );
}
