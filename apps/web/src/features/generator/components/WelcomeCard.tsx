import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { WELCOME_TEXTS } from '../welcome';

/**
 * The first visit's welcome on /images: a card above the prompt rather than a modal, so a newcomer can start
 * typing at once (and the first page loads no dialog code). "Show me how" opens the guide.
 */
export function WelcomeCard({ onTour, onDismiss }: { onTour: () => void; onDismiss: () => void }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="welcome-title">
      <Title order={2} fz="h4" id="welcome-title">
        {WELCOME_TEXTS.title}
      </Title>
      <Text size="sm" mt={4}>
        {WELCOME_TEXTS.body}
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={onTour}>
          {WELCOME_TEXTS.tour}
        </Button>
        <Button size="xs" variant="subtle" onClick={onDismiss}>
          {WELCOME_TEXTS.dismiss}
        </Button>
      </Group>
    </Paper>
  );
}
