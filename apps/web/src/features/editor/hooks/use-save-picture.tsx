import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../shared/routing';
import { imageKeys } from '../../generator';
import { SavedNotice } from '../components/SavedNotice';
import { downloadBlob, saveEditedPicture } from '../editor.api';
import type { EditorStore } from '../state/editor-store';

export const DOWNLOAD_NAME = 'edited-image.png';

/** Save (a new item of My creations) and Download (`edited-image.png`) of the picture as it looks. */
export function useSavePicture(store: EditorStore) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: async () => {
      // What is saved is the picture as it was when Save was pressed; edits made while saving stay unsaved.
      const doc = store.get().doc;
      const item = await saveEditedPicture(await store.exportPicture(), store.get().source);
      return { item, doc };
    },
    meta: { errorTitle: 'Couldn’t save the picture' },
    onSuccess: ({ item, doc }) => {
      store.markSaved(doc);
      void queryClient.invalidateQueries({ queryKey: imageKeys.lists });
      notifications.show({
        color: 'teal',
        title: 'Saved',
        message: <SavedNotice filename={item.filename} navigate={(to) => void navigate(to)} />,
        autoClose: 10_000,
      });
    },
  });
  const download = useMutation({
    mutationFn: async () => downloadBlob(await store.exportPicture(), DOWNLOAD_NAME),
    meta: { errorTitle: 'Couldn’t download the picture' },
  });
  return { save, download };
}
