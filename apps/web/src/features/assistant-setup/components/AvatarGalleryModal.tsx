import { useMemo } from 'react';
import { Anchor, Button, Group, Modal, Tabs, Text } from '@mantine/core';
import { isCustomAvatarId } from '@muse/domain';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { useAvatars } from '../../offices';
import { galleryOrder } from '../avatar-gallery';
import { useNestedDialog } from '../nested-dialogs';
import { AvatarCreator } from './AvatarCreator';
import classes from './SetupModal.module.css';

interface AvatarGalleryModalProps {
  opened: boolean;
  selected: string;
  onChoose: (avatarId: string) => void;
  onClose: () => void;
}

/**
 * "Choose avatar": a horizontal gallery of the looks' portraits (GET /offices/avatars), shuffled once per
 * page load, and the custom-avatar creator. Choosing a look, or using a created one, closes the modal.
 */
export function AvatarGalleryModal({ opened, selected, onChoose, onClose }: AvatarGalleryModalProps) {
  useNestedDialog(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Choose avatar"
      size="xl"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Tabs defaultValue={isCustomAvatarId(selected) ? 'create' : 'gallery'} keepMounted={false}>
        <Tabs.List mb="sm" className={classes.stickyTabs}>
          <Tabs.Tab value="gallery">Gallery</Tabs.Tab>
          <Tabs.Tab value="create">Create your own</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="gallery">
          <Gallery selected={selected} onChoose={onChoose} onClose={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="create">
          <AvatarCreator selected={selected} onUse={onChoose} />
        </Tabs.Panel>
      </Tabs>
      <Text size="xs" c="dimmed" mt="md">
        Faces: “Toon Head” by Johan Melin, via DiceBear,{' '}
        <Anchor href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noreferrer" inherit>
          CC BY 4.0
        </Anchor>
      </Text>
    </Modal>
  );
}

function Gallery({ selected, onChoose, onClose }: Omit<AvatarGalleryModalProps, 'opened'>) {
  const avatars = useAvatars({ shownInPlace: true });
  const looks = useMemo(() => galleryOrder(avatars.data ?? []), [avatars.data]);
  return (
    <>
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
    </>
  );
}
