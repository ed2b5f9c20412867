import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';

export interface Idea {
  name: string;
  description: string;
  tags: string[];
}

interface IdeasListProps {
  ideas: readonly Idea[] | undefined;
  loading: boolean;
  errorText: string | null;
  creating: string | null;
  onCreate: (idea: Idea) => void;
}

/** Prompt ideas for the keywords, each with a Create button; the spec's text when none could be made. */
export function IdeasList({ ideas, loading, errorText, creating, onCreate }: IdeasListProps) {
  if (loading)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label="Loading ideas">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (errorText)
    return (
      <Text role="alert" c="red" size="sm">
        {errorText}
      </Text>
    );
  if (!ideas) return null;
  if (ideas.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No ideas for these keywords. Try other words, or the advanced prompt.
      </Text>
    );
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      component="ul"
      aria-label="Ideas"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {ideas.map((idea) => (
        <Card component="li" key={`${idea.name}-${idea.description}`} withBorder radius="md" padding="md">
          <Stack gap="xs" h="100%">
            <Text fw={600}>{idea.name}</Text>
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              {idea.description}
            </Text>
            {idea.tags.length > 0 && (
              <Group gap={4}>
                {idea.tags.map((tag) => (
                  <Badge key={tag} variant="light" size="sm">
                    {tag}
                  </Badge>
                ))}
              </Group>
            )}
            <Button
              leftSection={<IconSparkles size={16} aria-hidden />}
              onClick={() => onCreate(idea)}
              loading={creating === idea.description}
              disabled={creating !== null && creating !== idea.description}
              aria-label={`Create ${idea.name}`}
            >
              Create
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
