import { lazy } from 'react';
import { useFocusReturn } from '@mantine/hooks';
import { MountOnceOpened } from '../MountOnceOpened';
import { useConfirmState } from './confirm-store';

// The dialog's code loads when the first question is asked, so the first page stays small.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/** Mounted once in the app shell: shows the questions asked through useConfirm(), from the first one on. */
export function ConfirmHost() {
  const { question, opened } = useConfirmState();
  // The focus goes back where it was (the Delete button) when the question closes. Done here, mounted from the
  // start: Mantine's modal does it only for openings after its own mount, and the dialog first mounts open.
  useFocusReturn({ opened });
  return (
    <MountOnceOpened opened={question !== null}>
      <ConfirmDialog />
    </MountOnceOpened>
  );
}
