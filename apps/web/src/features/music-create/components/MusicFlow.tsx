import type { FormEvent } from 'react';
import { Stack } from '@mantine/core';
import { CREATE_TEXTS } from '../create-texts';
import { generateGate } from '../creator-state';
import { FlowFooter } from './FlowFooter';
import { FlowHeading, FlowIdeas, FlowLength, FlowSubmit, KeywordsField } from './FlowParts';
import type { FlowProps } from './FlowTypes';

/** Keyword-only music: Generate is disabled if empty or loading. */
export function MusicFlow(props: FlowProps) {
  const { state, dispatch, ideas } = props;
  const gate = generateGate(state, ideas.loading);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (gate.enabled) ideas.generate();
  };
  return (
    <Stack gap="md">
      <FlowHeading title={CREATE_TEXTS.music}>
        Instrumental music from a few words: a mood, a place, a story.
      </FlowHeading>
      <form onSubmit={submit}>
        <Stack gap="md">
          <KeywordsField flow={props} placeholder="e.g. rainy night in the city" />
          <FlowLength flow={props} />
          <FlowFooter onBack={() => dispatch({ type: 'back' })}>
            <FlowSubmit enabled={gate.enabled} loading={ideas.loading}>
              {CREATE_TEXTS.generate}
            </FlowSubmit>
          </FlowFooter>
        </Stack>
      </form>
      {props.notice}
      <FlowIdeas flow={props} />
    </Stack>
  );
}
