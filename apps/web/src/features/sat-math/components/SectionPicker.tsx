import { Button, Group, Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { MathSection } from '@muse/contracts';
import { SECTIONS } from '../sections';
import classes from './SatMath.module.css';

/** The first screen: the four SAT math sections. */
export function SectionPicker({
  onPick,
  onChat,
}: {
  onPick: (section: MathSection) => void;
  onChat: () => void;
}) {
  return (
    <div className={classes.stack}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz="h3">
          Choose a section
        </Title>
        <Button variant="default" leftSection={<IconMessageCircle size={18} aria-hidden />} onClick={onChat}>
          Chat
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {SECTIONS.map((section) => (
          <UnstyledButton
            key={section.id}
            onClick={() => onPick(section.id)}
            className={classes.sectionButton}
          >
            <Paper withBorder radius="md" p="md" className={classes.sectionCard}>
              <Text fw={700} size="lg">
                {section.title}
              </Text>
              <Text size="sm" c="dimmed">
                {section.blurb}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </div>
  );
}
