import { Modal } from '@mantine/core';
import type { MusicTrack } from '@muse/contracts';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../shared/layers';
import { MusicCreator } from '../../music-create';

/** "Create Similar" (songs only): the creation flow, started from the disliked track's keywords. */
export function CreateSimilarModal({
  opened,
  keywords,
  onClose,
  onCreated,
}: {
  opened: boolean;
  keywords: string;
  onClose: () => void;
  onCreated: (track: MusicTrack) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create a similar song"
      size="xl"
      zIndex={GLOBAL_DIALOG_Z_INDEX}
    >
      {opened && <MusicCreator initialKeywords={keywords} onCreated={onCreated} onClose={onClose} />}
    </Modal>
  );
}
