import { useMemo } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { useAvatars } from '../../offices';
import { galleryOrder } from '../avatar-gallery';
import { useNestedDialog } from '../nested-dialogs';
import classes from './SetupModal.module.css';

interface AvatarGalleryModalProps {
  opened: boolean;
  selected: string;
  onChoose: (avatarId: string) => void;
  onClose: () => void;
}

/**
 * "Choose avatar": a horizontal gallery of the looks' painted portraits (GET /offices/avatars), shuffled
 * once per page load. Choosing a look closes the gallery. (The custom-avatar creator is not built.)
 */
export function AvatarGalleryModal({ opened, selected, onChoose, onClose }: AvatarGalleryModalProps) {
  useNestedDialog(opened);
  const avatars = useAvatars({ shownInPlace: true });
  const looks = useMemo(() => galleryOrder(avatars.data ?? []), [avatars.data]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Choose avatar"
      size="xl"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {avatars.isPending ? (
        <LoadingState label="Loading the avatars…" />
      ) : avatars.isError ? (
        <ErrorState
          title="Couldn't load the avatars"
          error={avatars.error}
          onRetry={() => void avatars.refetch()}
          retrying={avatars.isFetching}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            Scroll sideways to see them all.
          </Text>
          <ul className={classes.gallery} aria-label="Avatars">
            {looks.map((look) => (
              <li key={look.id}>
                <button
                  type="button"
                  className={classes.look}
                  aria-pressed={look.id === selected}
                  aria-label={`${look.name} (${look.id})`}
                  onClick={() => onChoose(look.id)}
                  data-autofocus={look.id === selected || undefined}
                >
                  <img
                    className={classes.portrait}
                    src={look.imageUrl}
                    alt=""
                    loading="lazy"
                    width={136}
                    height={136}
                  />
                  <Text size="xs" fw={500} truncate maw="100%">
                    {look.name}
                  </Text>
                </button>
              </li>
            ))}
          </ul>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
