import { useId } from 'react';
import { ActionIcon, Button, Card, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { IconSparkles, IconTrash } from '@tabler/icons-react';
import type { LyricsSection } from '@muse/domain';
import { CREATE_TEXTS } from '../create-texts';
import classes from './MusicCreator.module.css';

interface LyricsSectionCardProps {
  section: LyricsSection;
  heading: string;
  canEdit: boolean;
  generating: boolean;
  /** Another section is being written: hold structural changes until it is back. */
  locked: boolean;
  error: string | null;
  onText: (text: string) => void;
  onGenerate: () => void;
  onRemove: () => void;
  onLocked: () => void;
}

/** One section: its words, Generate and remove. Non-members' words are read-only and open the offer. */
export function LyricsSectionCard(props: LyricsSectionCardProps) {
  const { section, heading, canEdit } = props;
  const headingId = useId();
  const chorus = section.type === 'chorus';
  return (
    <Card
      padding="sm"
      className={`${classes.section} ${chorus ? classes.sectionChorus : ''}`}
      aria-labelledby={headingId}
      component="article"
    >
      <Group justify="space-between" gap="xs" mb={6}>
        <Text fw={600} size="sm" id={headingId}>
          {heading}
          {chorus && (
            <Text span size="xs" c="dimmed" ml={6}>
              (every chorus sings these words)
            </Text>
          )}
        </Text>
        <Group gap={4}>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconSparkles size={14} aria-hidden />}
            loading={props.generating}
            disabled={props.locked && !props.generating}
            onClick={canEdit ? props.onGenerate : props.onLocked}
            aria-describedby={headingId}
          >
            {CREATE_TEXTS.generate}
          </Button>
          <Tooltip label="Remove section">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={props.onRemove}
              disabled={props.locked}
              aria-label="Remove section"
              aria-describedby={headingId}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Textarea
        aria-labelledby={headingId}
        value={section.text}
        placeholder={
          canEdit
            ? `Words of the ${heading.toLowerCase()}, or Generate them`
            : 'Music Pro members write and generate lyrics'
        }
        autosize
        minRows={2}
        maxRows={10}
        maxLength={4000}
        readOnly={!canEdit || props.generating}
        className={canEdit ? undefined : classes.lockedText}
        onChange={(e) => props.onText(e.currentTarget.value)}
        onClick={canEdit ? undefined : props.onLocked}
        onKeyDown={(e) => {
          // A non-member starting to type gets the offer instead (Tab still moves on).
          if (!canEdit && e.key.length === 1) props.onLocked();
        }}
        error={props.error}
      />
    </Card>
  );
}
