import { useState, type CSSProperties, type ReactNode } from 'react';
import classes from './PhotoWizard.module.css';

interface BeforeAfterProps {
  before: string;
  after: string;
  /** shown over the picture, e.g. while the result is being made */
  overlay?: ReactNode;
}

/**
 * The result over the photo it came from: drag the handle (or use the arrow keys on it) to uncover the
 * photo on the left, the result on the right.
 */
export function BeforeAfter({ before, after, overlay }: BeforeAfterProps) {
  const [split, setSplit] = useState(50);
  const style = { '--split': `${split}%` } as CSSProperties;
  return (
    <div className={classes.compare} style={style}>
      <img className={classes.compareAfter} src={after} alt="Your photo after the change" />
      <img className={classes.compareBefore} src={before} alt="Your photo before the change" />
      <span className={classes.compareLine} aria-hidden />
      <span className={classes.compareTag} data-side="before" aria-hidden>
        Before
      </span>
      <span className={classes.compareTag} data-side="after" aria-hidden>
        After
      </span>
      <input
        className={classes.compareRange}
        type="range"
        min={0}
        max={100}
        value={split}
        onChange={(event) => setSplit(Number(event.currentTarget.value))}
        aria-label="Compare before and after"
        aria-valuetext={`${split}% before`}
      />
      {overlay}
    </div>
  );
}
