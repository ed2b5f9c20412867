import { Suspense, lazy, useState } from 'react';
import { Button, CloseButton, Group, Image, Select, Stack, Text } from '@mantine/core';
import { IconCrown, IconPhotoPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ModelEntry } from '@muse/contracts';
import { canUseCharacters, canUseImageInput } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { MountOnceOpened } from '../../../shared/MountOnceOpened';
import { openSubscribe } from '../../buy';
import { CHARACTERS_KEY, charactersApi, type ChosenPicture } from '../characters.api';

// Each opens from a button: their code loads when first opened.
const CharactersDialog = lazy(() =>
  import('./CharactersDialog').then((m) => ({ default: m.CharactersDialog })),
);
const PictureChooser = lazy(() => import('./PictureChooser').then((m) => ({ default: m.PictureChooser })));
const UltimateWarning = lazy(() => import('./UltimateWarning').then((m) => ({ default: m.UltimateWarning })));

export interface UltimateChoices {
  characterId: string | null;
  inputImage: ChosenPicture | null;
}

export interface UltimateInputsProps extends UltimateChoices {
  model: ModelEntry | undefined;
  /** the signed-in user's plan (the session's subscription) */
  tier: unknown;
  onChange(patch: Partial<UltimateChoices>): void;
}

const NONE = '';

/**
 * The generator's Ultimate options in "Size and settings": a Character picker (with "Manage characters") and
 * an "Input picture" to start from. Other plans see them with a crown; choosing one tells what Ultimate adds.
 */
export function UltimateInputs({ model, tier, characterId, inputImage, onChange }: UltimateInputsProps) {
  const ultimate = canUseCharacters(tier);
  const [manageOpen, setManageOpen] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [locked, setLocked] = useState<string | null>(null);
  const list = useQuery({
    queryKey: CHARACTERS_KEY,
    queryFn: ({ signal }) => charactersApi.list(signal),
    enabled: ultimate,
  });
  const takesPictures = (model?.image?.supportsImages ?? 0) > 0;
  const characters = list.data?.data ?? [];
  const crown = !ultimate && <IconCrown size={14} aria-label="Ultimate" />;

  return (
    <Stack gap="sm">
      <div>
        <Group gap={4} mb={4}>
          <Text size="sm" fw={500} id="character-label">
            Character
          </Text>
          {crown}
        </Group>
        {ultimate ? (
          <Group gap="xs" align="flex-start" wrap="wrap">
            <Select
              aria-labelledby="character-label"
              placeholder={list.isPending ? 'Loading your characters…' : 'No character'}
              data={[
                { value: NONE, label: 'No character' },
                ...characters.map((c) => ({ value: c._id, label: c.name })),
              ]}
              value={characterId ?? NONE}
              onChange={(v) => onChange({ characterId: v ? v : null })}
              allowDeselect={false}
              disabled={list.isPending || list.isError}
              error={list.isError ? errorMessage(list.error) : undefined}
              nothingFoundMessage="No characters yet"
              style={{ minWidth: 220 }}
            />
            <Button
              variant="default"
              leftSection={<IconUsers size={16} aria-hidden />}
              onClick={() => setManageOpen(true)}
            >
              Manage characters
            </Button>
            {list.isError && (
              <Button variant="subtle" onClick={() => void list.refetch()}>
                Try again
              </Button>
            )}
          </Group>
        ) : (
          <Button variant="default" rightSection={crown} onClick={() => setLocked('A character')}>
            Choose a character
          </Button>
        )}
        {ultimate && list.isSuccess && characters.length === 0 && (
          <Text size="xs" c="dimmed" mt={4}>
            Save a character from one of your pictures to draw it the same way every time.
          </Text>
        )}
      </div>

      <div>
        <Group gap={4} mb={4}>
          <Text size="sm" fw={500}>
            Input picture
          </Text>
          {crown}
        </Group>
        {inputImage ? (
          <Group gap="xs">
            <Image
              src={inputImage.url}
              alt="The picture to start from"
              h={64}
              w={64}
              fit="cover"
              radius="sm"
            />
            <Button variant="default" size="compact-sm" onClick={() => setChooserOpen(true)}>
              Change
            </Button>
            <CloseButton
              aria-label="Remove the input picture"
              onClick={() => onChange({ inputImage: null })}
            />
          </Group>
        ) : (
          <Button
            variant="default"
            leftSection={<IconPhotoPlus size={16} aria-hidden />}
            rightSection={crown}
            disabled={ultimate && !takesPictures}
            onClick={() =>
              canUseImageInput(tier) ? setChooserOpen(true) : setLocked('Starting from your picture')
            }
          >
            Start from a picture
          </Button>
        )}
        {ultimate && !takesPictures && (
          <Text size="xs" c="dimmed" mt={4}>
            {model?.name ?? 'This model'} can't start from a picture. Choose another model to use one.
          </Text>
        )}
      </div>

      <Suspense fallback={null}>
        <MountOnceOpened opened={manageOpen}>
          <CharactersDialog
            opened={manageOpen}
            onClose={() => setManageOpen(false)}
            onCreated={(c) => onChange({ characterId: c._id })}
          />
        </MountOnceOpened>
        <MountOnceOpened opened={chooserOpen}>
          <PictureChooser
            opened={chooserOpen}
            title="Start from a picture"
            onClose={() => setChooserOpen(false)}
            onChoose={(picture) => onChange({ inputImage: picture })}
          />
        </MountOnceOpened>
        <MountOnceOpened opened={locked !== null}>
          <UltimateWarning
            what={locked}
            onUpgrade={() => {
              setLocked(null);
              openSubscribe();
            }}
            onContinue={() => setLocked(null)}
          />
        </MountOnceOpened>
      </Suspense>
    </Stack>
  );
}
