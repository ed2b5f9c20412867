import { useCallback, useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { boardMetrics } from '../board-geometry';
import type { MelodyNote, PianoGame } from '../piano-rules';
import { usePianoRound } from '../hooks/use-piano-round';
import { PianoBoard } from './PianoBoard';
import { PianoStats } from './PianoStats';
import classes from './Piano.module.css';

/** A round being played: the scores over the board; `onEnd` once the song is over or the lives are gone. */
export function PianoRoundView({
  notes,
  name,
  onEnd,
}: {
  notes: readonly MelodyNote[];
  name: string;
  onEnd: (game: PianoGame) => void;
}) {
  const { ref: boardRef, height } = useElementSize();
  const metrics = boardMetrics(height);
  const metricsRef = useRef(metrics);
  useEffect(() => {
    metricsRef.current = metrics;
  });
  const stripRef = useRef<HTMLDivElement>(null);
  const onFrame = useCallback((songTime: number) => {
    const strip = stripRef.current;
    const { hitY, pxPerSecond } = metricsRef.current;
    if (strip) strip.style.transform = `translateY(${hitY + songTime * pxPerSecond}px)`;
  }, []);
  const round = usePianoRound(notes, { onFrame, onEnd });

  return (
    <>
      <div className={classes.toolbar}>
        <PianoStats game={round.game} />
        <Text size="sm" c="dimmed" truncate className={classes.songName}>
          {name}
        </Text>
      </div>
      <div ref={boardRef} className={classes.board} role="group" aria-label="Piano Challenge board">
        {height > 0 && (
          <PianoBoard
            ref={stripRef}
            tiles={round.game.tiles}
            metrics={metrics}
            lit={round.lit}
            feedback={round.feedback}
            onLane={round.hit}
          />
        )}
      </div>
    </>
  );
}
