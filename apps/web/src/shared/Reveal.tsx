import type { ReactNode } from 'react';
import classes from './Reveal.module.css';

/**
 * Opens and closes its content with a height transition, like Mantine's Collapse but with CSS alone (a grid
 * row going from 0fr to 1fr): Collapse and its hooks are ~1.5 kB gzip that the first page need not carry.
 * Closed content is hidden from assistive technology and the keyboard (`inert`).
 */
export function Reveal({ expanded, children }: { expanded: boolean; children: ReactNode }) {
  return (
    <div className={classes.reveal} data-expanded={expanded || undefined} inert={!expanded}>
      <div className={classes.inner}>{children}</div>
    </div>
  );
}
