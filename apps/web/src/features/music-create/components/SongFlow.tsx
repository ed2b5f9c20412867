import type { FormEvent } from 'react';
import { Button, Group, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { CREATE_TEXTS } from '../create-texts';
import { canCreateAdvanced, effectiveLength, generateGate } from '../creator-state';
import { FlowFooter } from './FlowFooter';
import type { FlowProps } from './FlowTypes';
import { LengthSlider } from './LengthSlider';
import { MusicIdeasList } from './MusicIdeasList';
import { PresetMenu } from './PresetMenu';
import { SongLyrics } from './SongLyrics';
import { TagGroups } from './TagGroups';

interface SongFlowProps extends FlowProps {
  /** The advanced song's Create: the name, description and lyrics written here. */
  onCreateOwn: () => void;
}

/**
 * The song flow (music-and-extras.md §2, §5): keywords, description, the advanced switch, the five tag
 * groups, presets and the length; then ideas to Create from, or (advanced) the lyrics editor and Create.
 */
export function SongFlow(props: SongFlowProps) {
  const { state, dispatch, ideas, create } = props;
  const gate = generateGate(state, ideas.loading);
  const advanced = state.advanced;
  const canCreate = canCreateAdvanced(state, create.busy);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (advanced) {
      if (canCreate) props.onCreateOwn();
    } else if (gate.enabled) ideas.generate();
  };
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {CREATE_TEXTS.song}
        </Title>
        <Text size="sm" c="dimmed">
          Say what the song is about and choose its style.
        </Text>
      </div>
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Keywords"
            placeholder="e.g. summer road trip with friends"
            value={state.keywords}
            onChange={(e) => dispatch({ type: 'keywords', value: e.currentTarget.value })}
            maxLength={500}
            size="md"
            data-autofocus
          />
          <Switch
            label="Advanced mode"
            description="Write the song yourself in the lyrics editor instead of picking an idea"
            checked={advanced}
            onChange={(e) => dispatch({ type: 'advanced', on: e.currentTarget.checked })}
          />
          {advanced && (
            <TextInput
              label="Name"
              placeholder="The song's title"
              value={state.name}
              onChange={(e) => dispatch({ type: 'name', value: e.currentTarget.value })}
              maxLength={200}
              withAsterisk
            />
          )}
          <Textarea
            label="Description"
            description={advanced ? undefined : 'Optional: what the song is about, in a sentence or two'}
            value={state.description}
            onChange={(e) => dispatch({ type: 'description', value: e.currentTarget.value })}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={2000}
          />
          <Group justify="space-between" align="center" gap="xs">
            <Text fw={600}>Style</Text>
            <PresetMenu
              member={props.member}
              onPick={(preset) => dispatch({ type: 'preset', preset })}
              onLocked={props.onMembership}
            />
          </Group>
          <TagGroups
            tags={state.tags}
            missing={gate.missing}
            onChange={(group, values) => dispatch({ type: 'tags', group, values })}
          />
          <LengthSlider
            value={effectiveLength(state, props.musicpro)}
            musicpro={props.musicpro}
            onChange={(seconds) => dispatch({ type: 'length', seconds })}
            onUpgrade={props.onMembership}
          />
          {advanced && <SongLyrics state={state} dispatch={dispatch} musicpro={props.musicpro} />}
          {/* In advanced mode Back leaves the lyrics editor, back to the ideas. */}
          <FlowFooter onBack={() => dispatch(advanced ? { type: 'advanced', on: false } : { type: 'back' })}>
            {advanced ? (
              <Button
                type="submit"
                disabled={!canCreate}
                loading={create.busy}
                leftSection={<IconSparkles size={18} aria-hidden />}
              >
                {CREATE_TEXTS.create}
              </Button>
            ) : (
              <Button
                type="submit"
                disabled={!gate.enabled}
                loading={ideas.loading}
                leftSection={<IconSparkles size={18} aria-hidden />}
              >
                {CREATE_TEXTS.generate}
              </Button>
            )}
          </FlowFooter>
        </Stack>
      </form>
      {props.notice}
      {!advanced && (
        <MusicIdeasList
          ideas={ideas.data}
          loading={ideas.loading}
          error={ideas.error}
          onRetry={ideas.generate}
          creating={create.creating}
          busy={create.busy}
          onCreate={create.fromIdea}
          onEdit={(idea) => dispatch({ type: 'editIdea', idea })}
        />
      )}
    </Stack>
  );
}
