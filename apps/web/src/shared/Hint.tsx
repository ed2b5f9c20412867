import type { ReactNode } from 'react';
import classes from './Hint.module.css';

export type HintPosition = 'bottom' | 'bottom-end' | 'top-start';

/**
 * A short hint shown on hover and keyboard focus, drawn by CSS alone. The app shell uses it instead of
 * Mantine's Tooltip so a first visit does not download a positioning library for three hints; the control
 * inside keeps its own accessible name.
 */
export function Hint({
  label,
  position = 'bottom',
  children,
}: {
  label: string;
  position?: HintPosition;
  children: ReactNode;
}) {
  return (
    <span className={classes.hint} data-hint={label} data-position={position}>
      {children}
    </span>
  );
}
