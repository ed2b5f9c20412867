import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconPencil, IconPhotoPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Character } from '@muse/contracts';
import { CHARACTER_DESCRIPTION_MAX, CHARACTER_NAME_MAX } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { notifyError } from '../../../app/notify';
import { useConfirm } from '../../../shared/confirm';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { CHARACTERS_KEY, charactersApi, type ChosenPicture } from '../characters.api';
import { PictureChooser } from './PictureChooser';

export interface CharactersDialogProps {
  opened: boolean;
  onClose(): void;
  /** a character was saved: the generator picks it */
  onCreated?(character: Character): void;
}

/** "Manage characters": save a character from a picture, rename, describe again or delete one. */
export function CharactersDialog({ opened, onClose, onCreated }: CharactersDialogProps) {
  const phone = useMediaQuery('(max-width: 600px)') ?? false;
  const list = useQuery({
    queryKey: CHARACTERS_KEY,
    queryFn: ({ signal }) => charactersApi.list(signal),
    enabled: opened,
  });
  const characters = list.data?.data ?? [];
  const full = list.data ? characters.length >= list.data.max : false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Characters"
      size="lg"
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A character is drawn the same way in every picture you make with it: its look is added to your
          words, and its picture guides the colours.
        </Text>
        {full ? (
          <Text size="sm">
            You have {list.data?.max} characters, the most you can keep. Delete one to save another.
          </Text>
        ) : (
          <NewCharacter onCreated={onCreated} />
        )}
        {list.isPending ? (
          <LoadingState label="Loading your characters…" minHeight={100} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : characters.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            No characters yet. Save your first one above.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={phone ? undefined : '50vh'}>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {characters.map((c) => (
                <li key={c._id}>
                  <CharacterRow character={c} />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}

function NewCharacter({ onCreated }: { onCreated?: (character: Character) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const [choosing, setChoosing] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      charactersApi.create({
        name: name.trim(),
        description: description.trim(),
        filename: picture!.filename,
      }),
    onSuccess: (character) => {
      setName('');
      setDescription('');
      setPicture(null);
      void queryClient.invalidateQueries({ queryKey: CHARACTERS_KEY });
      onCreated?.(character);
    },
  });
  const ready = name.trim() !== '' && description.trim() !== '' && picture !== null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="New character">
      <Stack gap="xs">
        <Text fw={500}>New character</Text>
        <TextInput
          label="Name"
          value={name}
          maxLength={CHARACTER_NAME_MAX}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Textarea
          label="How they look"
          placeholder="a small orange fox with a green scarf"
          autosize
          minRows={2}
          maxLength={CHARACTER_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Group gap="sm">
          {picture && (
            <Image src={picture.url} alt="The character's picture" h={64} w={64} fit="cover" radius="sm" />
          )}
          <Button
            variant="default"
            leftSection={<IconPhotoPlus size={18} aria-hidden />}
            onClick={() => setChoosing(true)}
          >
            {picture ? 'Change picture' : 'Choose a picture'}
          </Button>
        </Group>
        {save.isError && (
          <Text size="sm" c="red.7" role="alert">
            {errorMessage(save.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={() => save.mutate()} disabled={!ready} loading={save.isPending}>
            Save character
          </Button>
        </Group>
      </Stack>
      <PictureChooser
        opened={choosing}
        title="The character's picture"
        onClose={() => setChoosing(false)}
        onChoose={setPicture}
      />
    </Paper>
  );
}

function CharacterRow({ character }: { character: Character }) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(character.name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: CHARACTERS_KEY });
  const rename = useMutation({
    mutationFn: () => charactersApi.update(character._id, { name: name.trim() }),
    onSuccess: () => {
      setEditing(false);
      void refresh();
    },
  });
  const remove = () =>
    confirm({
      title: `Delete ${character.name}?`,
      message: 'Pictures already made with this character stay as they are.',
      confirmLabel: 'Delete',
      action: async () => {
        try {
          await charactersApi.remove(character._id);
        } catch (err) {
          notifyError(err, { title: 'The character was not deleted' });
        }
        await refresh();
      },
    });
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Image src={character.imageUrl} alt="" h={56} w={56} fit="cover" radius="sm" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        {editing ? (
          <Group gap={4} wrap="nowrap">
            <TextInput
              aria-label={`New name for ${character.name}`}
              value={name}
              maxLength={CHARACTER_NAME_MAX}
              onChange={(e) => setName(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && name.trim()) rename.mutate();
                if (e.key === 'Escape') setEditing(false);
              }}
              error={rename.isError ? errorMessage(rename.error) : undefined}
              style={{ flex: 1 }}
              autoFocus
            />
            <ActionIcon
              variant="light"
              aria-label="Save name"
              onClick={() => rename.mutate()}
              loading={rename.isPending}
              disabled={!name.trim()}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" aria-label="Cancel" onClick={() => setEditing(false)}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ) : (
          <Text fw={500} lineClamp={1}>
            {character.name}
          </Text>
        )}
        <Text size="sm" c="dimmed" lineClamp={2}>
          {character.description}
        </Text>
      </Stack>
      {!editing && (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Rename">
            <ActionIcon
              variant="default"
              aria-label={`Rename ${character.name}`}
              onClick={() => {
                setName(character.name);
                setEditing(true);
              }}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="default"
              color="red"
              aria-label={`Delete ${character.name}`}
              onClick={() => void remove()}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Group>
  );
}
