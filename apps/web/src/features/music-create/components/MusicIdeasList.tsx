import { useId } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconSparkles } from '@tabler/icons-react';
import type { MusicIdea } from '@muse/contracts';
import { errorMessage } from '../../../app/api-error';
import { CREATE_TEXTS } from '../create-texts';
import classes from './MusicCreator.module.css';

interface MusicIdeasListProps {
  ideas: readonly MusicIdea[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The idea being created (its Create button spins, the others wait). */
  creating: MusicIdea | null;
  busy: boolean;
  onCreate: (idea: MusicIdea) => void;
  /** Songs: open the idea's words in the lyrics editor. */
  onEdit?: (idea: MusicIdea) => void;
}

/** The generated ideas, each with a Create button. */
export function MusicIdeasList(props: MusicIdeasListProps) {
  const { ideas, loading, error, creating, busy, onCreate, onEdit } = props;
  if (loading)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label="Loading ideas">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={170} radius="lg" />
        ))}
      </SimpleGrid>
    );
  if (error)
    return (
      <Alert
        color="red"
        role="alert"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title="Couldn't get ideas"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button size="xs" variant="default" onClick={props.onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (!ideas) return null;
  if (ideas.length === 0)
    return (
      <Text c="dimmed" size="sm" role="status">
        No ideas for these keywords. Try other words.
      </Text>
    );
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      component="ul"
      aria-label="Ideas"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {ideas.map((idea, i) => (
        <IdeaCard
          key={`${i}-${idea.name}`}
          idea={idea}
          creating={creating === idea}
          disabled={busy && creating !== idea}
          onCreate={() => onCreate(idea)}
          onEdit={onEdit && idea.lyrics ? () => onEdit(idea) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}

function IdeaCard(props: {
  idea: MusicIdea;
  creating: boolean;
  disabled: boolean;
  onCreate: () => void;
  onEdit?: () => void;
}) {
  const { idea } = props;
  const titleId = useId();
  return (
    <Card component="li" padding="md">
      <Stack gap="xs" h="100%">
        <Text fw={700} id={titleId}>
          {idea.name}
        </Text>
        <Text size="sm" c="dimmed">
          {idea.description}
        </Text>
        {idea.lyrics && (
          <Text className={classes.ideaLyrics} lineClamp={5}>
            {idea.lyrics}
          </Text>
        )}
        {idea.tags.length > 0 && (
          <Group gap={4}>
            {idea.tags.map((tag) => (
              <Badge key={tag} variant="light" size="sm">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          <Button
            leftSection={<IconSparkles size={16} aria-hidden />}
            onClick={props.onCreate}
            loading={props.creating}
            disabled={props.disabled}
            aria-describedby={titleId}
            style={{ flex: 1 }}
          >
            {CREATE_TEXTS.create}
          </Button>
          {props.onEdit && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={props.onEdit}
              aria-describedby={titleId}
            >
              Edit lyrics
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
