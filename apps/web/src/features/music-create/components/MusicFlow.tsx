import type { FormEvent } from 'react';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { CREATE_TEXTS } from '../create-texts';
import { effectiveLength, generateGate } from '../creator-state';
import { FlowFooter } from './FlowFooter';
import type { FlowProps } from './FlowTypes';
import { LengthSlider } from './LengthSlider';
import { MusicIdeasList } from './MusicIdeasList';

/** Keyword-only music (music-and-extras.md §2, §5: Generate is disabled if empty or loading). */
export function MusicFlow(props: FlowProps) {
  const { state, dispatch, ideas, create } = props;
  const gate = generateGate(state, ideas.loading);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (gate.enabled) ideas.generate();
  };
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {CREATE_TEXTS.music}
        </Title>
        <Text size="sm" c="dimmed">
          Instrumental music from a few words: a mood, a place, a story.
        </Text>
      </div>
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Keywords"
            placeholder="e.g. rainy night in the city"
            value={state.keywords}
            onChange={(e) => dispatch({ type: 'keywords', value: e.currentTarget.value })}
            maxLength={500}
            size="md"
            data-autofocus
          />
          <LengthSlider
            value={effectiveLength(state, props.musicpro)}
            musicpro={props.musicpro}
            onChange={(seconds) => dispatch({ type: 'length', seconds })}
            onUpgrade={props.onMembership}
          />
          <FlowFooter onBack={() => dispatch({ type: 'back' })}>
            <Button
              type="submit"
              disabled={!gate.enabled}
              loading={ideas.loading}
              leftSection={<IconSparkles size={18} aria-hidden />}
            >
              {CREATE_TEXTS.generate}
            </Button>
          </FlowFooter>
        </Stack>
      </form>
      {props.notice}
      <MusicIdeasList
        ideas={ideas.data}
        loading={ideas.loading}
        error={ideas.error}
        onRetry={ideas.generate}
        creating={create.creating}
        busy={create.busy}
        onCreate={create.fromIdea}
      />
    </Stack>
  );
}
