import { Transition } from '@mantine/core';
import { TOOLBAR_HINT_MS } from '@muse/domain';
import { IconChevronsRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './EditorLayout.module.css';

/** "Swipe for more tools", shown over the scrolling toolbar for its first 5 seconds. */
export function ScrollHint() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), TOOLBAR_HINT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Transition mounted={shown} transition="fade" duration={300}>
      {(style) => (
        <div className={classes.hint} style={style} role="note">
          Swipe for more tools <IconChevronsRight size={14} aria-hidden />
        </div>
      )}
    </Transition>
  );
}
