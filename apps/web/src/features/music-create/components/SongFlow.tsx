import type { FormEvent } from 'react';
import { Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { CREATE_TEXTS } from '../create-texts';
import { canCreateAdvanced, generateGate } from '../creator-state';
import { FlowFooter } from './FlowFooter';
import { FlowHeading, FlowIdeas, FlowLength, FlowSubmit, KeywordsField } from './FlowParts';
import type { FlowProps } from './FlowTypes';
import { PresetMenu } from './PresetMenu';
import { SongLyrics } from './SongLyrics';
import { TagGroups } from './TagGroups';

interface SongFlowProps extends FlowProps {
  /** The advanced song's Create: the name, description and lyrics written here. */
  onCreateOwn: () => void;
}

/**
 * The song flow: keywords, description, the advanced switch, the five tag groups, presets and the length;
 * then ideas to Create from, or (advanced) the lyrics editor and Create.
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
      <FlowHeading title={CREATE_TEXTS.song}>Say what the song is about and choose its style.</FlowHeading>
      <form onSubmit={submit}>
        <Stack gap="md">
          <KeywordsField flow={props} placeholder="e.g. summer road trip with friends" />
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
          <FlowLength flow={props} />
          {advanced && <SongLyrics state={state} dispatch={dispatch} musicpro={props.musicpro} />}
          {/* In advanced mode Back leaves the lyrics editor, back to the ideas. */}
          <FlowFooter onBack={() => dispatch(advanced ? { type: 'advanced', on: false } : { type: 'back' })}>
            {advanced ? (
              <FlowSubmit enabled={canCreate} loading={create.busy}>
                {CREATE_TEXTS.create}
              </FlowSubmit>
            ) : (
              <FlowSubmit enabled={gate.enabled} loading={ideas.loading}>
                {CREATE_TEXTS.generate}
              </FlowSubmit>
            )}
          </FlowFooter>
        </Stack>
      </form>
      {props.notice}
      {!advanced && <FlowIdeas flow={props} onEdit={(idea) => dispatch({ type: 'editIdea', idea })} />}
    </Stack>
  );
}
