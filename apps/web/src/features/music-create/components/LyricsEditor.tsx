import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { LYRICS_MAX_SECTIONS, type LyricsSection, type SectionType } from '@muse/domain';
import { addButtons, sectionHeadings } from '../lyrics-editor';
import { LyricsSectionCard } from './LyricsSectionCard';

interface LyricsEditorProps {
  sections: readonly LyricsSection[];
  /** Music pro: may write and generate words (lyricsEditGate). */
  canEdit: boolean;
  onAdd: (type: SectionType) => void;
  onRemove: (index: number) => void;
  onText: (index: number, text: string) => void;
  onGenerate: (index: number) => void;
  /** The section whose words are being written, if any. */
  generating: number | null;
  /** The last failed section and why. */
  generateError: { index: number; message: string } | null;
  /** Without music pro, writing opens the membership modal. */
  onLocked: () => void;
}

/**
 * The lyrics editor: Add Intro, Verse, Chorus, Bridge, Outro (at most 6 sections, intro only first, outro
 * only last, a chorus reuses the chorus), remove a section, Generate a section's words. Writing and
 * generating words belong to music pro.
 */
export function LyricsEditor(props: LyricsEditorProps) {
  const { sections, canEdit, generating } = props;
  const headings = sectionHeadings(sections);
  return (
    <Stack gap="sm" component="section" aria-label="Lyrics">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>Lyrics</Text>
        <Text size="xs" c="dimmed" aria-live="polite">
          {sections.length} of {LYRICS_MAX_SECTIONS} sections
        </Text>
      </Group>
      <Group gap={6} role="group" aria-label="Add a section">
        {addButtons(sections).map((b) => (
          <Button
            key={b.type}
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={!b.enabled || generating !== null}
            onClick={() => props.onAdd(b.type)}
          >
            {b.label}
          </Button>
        ))}
      </Group>
      {!canEdit && (
        <Alert variant="light" color="grape" icon={<IconLock size={18} aria-hidden />} p="xs">
          <Group gap="xs" justify="space-between">
            <Text size="sm">Writing and generating lyrics is part of Music Pro.</Text>
            <Button size="compact-xs" variant="gradient" onClick={props.onLocked}>
              Get Music Pro
            </Button>
          </Group>
        </Alert>
      )}
      {sections.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sections yet. Add a verse to start, then a chorus.
        </Text>
      ) : (
        sections.map((section, index) => (
          <LyricsSectionCard
            // Sections have no identity of their own; the position is what the editor changes.
            key={index}
            section={section}
            heading={headings[index] ?? ''}
            canEdit={canEdit}
            generating={generating === index}
            locked={generating !== null}
            error={props.generateError?.index === index ? props.generateError.message : null}
            onText={(text) => props.onText(index, text)}
            onGenerate={() => props.onGenerate(index)}
            onRemove={() => props.onRemove(index)}
            onLocked={props.onLocked}
          />
        ))
      )}
    </Stack>
  );
}
