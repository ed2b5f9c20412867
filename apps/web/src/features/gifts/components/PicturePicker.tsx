import { Skeleton, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { PictureChoice } from '../gift-view';
import classes from './GiftCards.module.css';

interface PicturePickerProps {
  choices: readonly PictureChoice[];
  isChosen(choice: PictureChoice): boolean;
  loading: boolean;
  /** shown under the designs: why one's own images are (not) there */
  ownNote?: string;
  disabled?: boolean;
  onPick(choice: PictureChoice): void;
}

function Choice({
  choice,
  chosen,
  disabled,
  onPick,
}: {
  choice: PictureChoice;
  chosen: boolean;
  disabled?: boolean;
  onPick(c: PictureChoice): void;
}) {
  return (
    <UnstyledButton
      className={classes.choice}
      aria-pressed={chosen}
      aria-label={choice.name}
      title={choice.name}
      disabled={disabled}
      onClick={() => onPick(choice)}
    >
      <img src={choice.thumbUrl} alt="" loading="lazy" />
      {chosen && (
        <ThemeIcon className={classes.check} radius="xl" size="sm" aria-hidden>
          <IconCheck size={14} />
        </ThemeIcon>
      )}
    </UnstyledButton>
  );
}

/** The card picture picker: the built-in designs, then one's own finished images. */
export function PicturePicker({ choices, isChosen, loading, ownNote, disabled, onPick }: PicturePickerProps) {
  const designs = choices.filter((c) => c.kind === 'design');
  const own = choices.filter((c) => c.kind === 'image');
  const grid = (list: readonly PictureChoice[], label: string) => (
    <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" role="group" aria-label={label}>
      {list.map((c) => (
        <Choice key={c.key} choice={c} chosen={isChosen(c)} disabled={disabled} onPick={onPick} />
      ))}
    </SimpleGrid>
  );
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        Card designs
      </Text>
      {loading && designs.length === 0 ? (
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" aria-busy>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} radius="md" style={{ aspectRatio: '16 / 10' }} />
          ))}
        </SimpleGrid>
      ) : (
        grid(designs, 'Card designs')
      )}
      <Text fw={600} size="sm" mt="xs">
        Your images
      </Text>
      {own.length > 0 ? (
        grid(own, 'Your images')
      ) : (
        <Text size="sm" c="dimmed">
          {ownNote ?? 'Images you create appear here, so a card can show one of them.'}
        </Text>
      )}
    </Stack>
  );
}
