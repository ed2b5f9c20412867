import { forwardRef } from 'react';
import { tileBox, type BoardMetrics } from '../board-geometry';
import { LANE_KEYS, LANES, type Tile } from '../piano-rules';
import type { RoundFeedback } from '../hooks/use-piano-round';
import classes from './Piano.module.css';

interface PianoBoardProps {
  tiles: readonly Tile[];
  metrics: BoardMetrics;
  lit: readonly boolean[];
  feedback: RoundFeedback | null;
  onLane: (lane: number, timeStamp: number) => void;
}

/**
 * The lanes, the hit line and the tiles. The tiles sit on one strip that the round moves each frame
 * (`ref`: a transform, no render), so a frame costs one style write. The lanes take presses by pointer
 * (mouse, pen, touch) on pointer-down, the moment the finger lands.
 */
export const PianoBoard = forwardRef<HTMLDivElement, PianoBoardProps>(function PianoBoard(
  { tiles, metrics, lit, feedback, onLane },
  stripRef,
) {
  return (
    <>
      <div className={classes.lanes}>
        {Array.from({ length: LANES }, (_, lane) => (
          <button
            key={lane}
            type="button"
            className={classes.lane}
            data-lit={lit[lane] || undefined}
            aria-label={`Lane ${lane + 1}, key ${LANE_KEYS[lane]!.toUpperCase()}`}
            onPointerDown={(e) => {
              e.preventDefault();
              onLane(lane, e.timeStamp);
            }}
          >
            <span className={classes.key} style={{ top: metrics.hitY + 10 }} aria-hidden>
              {LANE_KEYS[lane]!.toUpperCase()}
            </span>
          </button>
        ))}
      </div>
      <div className={classes.hitLine} style={{ top: metrics.hitY }} data-hit-line aria-hidden />
      <div ref={stripRef} className={classes.strip} aria-hidden>
        {tiles.map((tile) => {
          const box = tileBox(tile, metrics);
          return (
            <div
              key={tile.index}
              className={classes.tile}
              data-state={tile.state}
              data-lane={tile.lane}
              style={{ left: `${tile.lane * 25}%`, top: box.top, height: box.height }}
            />
          );
        })}
      </div>
      {feedback && (
        <div key={feedback.n} className={classes.feedback} data-kind={feedback.text} aria-hidden>
          {feedback.text}
        </div>
      )}
    </>
  );
});
