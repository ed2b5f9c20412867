import { useAudioLevel } from '../hooks/use-audio-level';
import classes from './LiveRoom.module.css';

/** How loud someone is, as a bar (and a meter for screen readers and tests). */
export function AudioMeter({ stream, name }: { stream: MediaStream | undefined; name: string }) {
  const level = useAudioLevel(stream);
  return (
    <div
      className={classes.meter}
      role="meter"
      aria-label={`Sound level of ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={level}
    >
      <div className={classes.meterFill} style={{ width: `${level}%` }} />
    </div>
  );
}
