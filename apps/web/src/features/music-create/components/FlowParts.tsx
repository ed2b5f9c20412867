import type { ReactNode } from 'react';
import { Button, Text, TextInput, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { MusicIdea } from '@muse/contracts';
import { effectiveLength } from '../creator-state';
import type { FlowProps } from './FlowTypes';
import { LengthSlider } from './LengthSlider';
import { MusicIdeasList } from './MusicIdeasList';

// The pieces the music and song flows share, each wired to the creator's state.

/** The flow's title and a line on what it makes. */
export function FlowHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </div>
  );
}

/** The keywords the ideas are written from: the first field, focused when the flow opens. */
export function KeywordsField({ flow, placeholder }: { flow: FlowProps; placeholder: string }) {
  return (
    <TextInput
      label="Keywords"
      placeholder={placeholder}
      value={flow.state.keywords}
      onChange={(e) => flow.dispatch({ type: 'keywords', value: e.currentTarget.value })}
      maxLength={500}
      size="md"
      data-autofocus
    />
  );
}

/** The track's length, as long as the plan allows (the membership offer past it). */
export function FlowLength({ flow }: { flow: FlowProps }) {
  return (
    <LengthSlider
      value={effectiveLength(flow.state, flow.musicpro)}
      musicpro={flow.musicpro}
      onChange={(seconds) => flow.dispatch({ type: 'length', seconds })}
      onUpgrade={flow.onMembership}
    />
  );
}

/** The flow's main action (Generate, or Create in the song's advanced mode), submitting its form. */
export function FlowSubmit({
  enabled,
  loading,
  children,
}: {
  enabled: boolean;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      disabled={!enabled}
      loading={loading}
      leftSection={<IconSparkles size={18} aria-hidden />}
    >
      {children}
    </Button>
  );
}

/** The ideas written from the keywords, each with Create (and Edit, where the flow can edit one). */
export function FlowIdeas({ flow, onEdit }: { flow: FlowProps; onEdit?: (idea: MusicIdea) => void }) {
  const { ideas, create } = flow;
  return (
    <MusicIdeasList
      ideas={ideas.data}
      loading={ideas.loading}
      error={ideas.error}
      onRetry={ideas.generate}
      creating={create.creating}
      busy={create.busy}
      onCreate={create.fromIdea}
      onEdit={onEdit}
    />
  );
}
