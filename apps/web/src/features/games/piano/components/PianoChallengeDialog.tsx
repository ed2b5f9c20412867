import { Modal } from '@mantine/core';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../../shared/layers';
import { closeGame } from '../../game-dialog-store';
import { PIANO_TEXTS as T } from '../piano-texts';
import { PianoChallenge } from './PianoChallenge';

/**
 * The Piano Challenge over the current page (a dialog's StartGame:piano, or a `?game=piano` link), full
 * screen so the board has room; closing it ends the game for a waiting dialog.
 */
export function PianoChallengeDialog({ opened, opening }: { opened: boolean; opening: number }) {
  return (
    <Modal
      zIndex={GLOBAL_DIALOG_Z_INDEX}
      opened={opened}
      onClose={closeGame}
      title={T.title}
      fullScreen
      closeButtonProps={{ 'aria-label': 'Close game' }}
      styles={{
        title: { fontWeight: 700 },
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, maxWidth: 720, width: '100%', margin: '0 auto' },
      }}
    >
      {/* Each opening starts afresh at the song list. */}
      <PianoChallenge key={opening} />
    </Modal>
  );
}
