import { useId } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { SONG_TAG_OPTIONS } from '@muse/domain';

/**
 * The genre picker shown to first-time users: a genre starts a song with that Genre tag chosen; Skip hides it
 * for good.
 */
export function OnboardingGenrePicker({
  onPick,
  onSkip,
}: {
  onPick: (genre: string) => void;
  onSkip: () => void;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} bg="var(--mantine-primary-color-light)">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={titleId}>
              Your first song: which genre do you like?
            </Title>
            <Text size="sm" c="dimmed">
              Pick one to start a song in that style. You can change it, and add more, later.
            </Text>
          </div>
          <Button size="compact-sm" variant="subtle" onClick={onSkip} style={{ flexShrink: 0 }}>
            Skip
          </Button>
        </Group>
        <Group gap="xs" role="group" aria-label="Genres">
          {SONG_TAG_OPTIONS.Genre.map((genre) => (
            <Button
              key={genre}
              size="compact-md"
              variant="white"
              onClick={() => onPick(genre)}
              aria-label={`Start ${/^[aeiou]/i.test(genre) ? 'an' : 'a'} ${genre} song`}
            >
              {genre}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
