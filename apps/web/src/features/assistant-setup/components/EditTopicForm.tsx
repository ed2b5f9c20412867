import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import type { TopicPage } from '@muse/contracts';
import { OFFICE_LIMITS } from '@muse/contracts';
import { errorMessage } from '../../../app/api-error';
import type { useTopicActions } from '../hooks/use-topics';
import { canSaveTopicEdit, topicNameProblem } from '../topic-form';

interface EditTopicFormProps {
  page: TopicPage;
  topics: string[];
  actions: ReturnType<typeof useTopicActions>;
  onSaved: (topic: string) => void;
  onCancel: () => void;
}

/** Editing a topic's text (and name): Save is disabled while nothing changed; Cancel returns. */
export function EditTopicForm({ page, topics, actions, onSaved, onCancel }: EditTopicFormProps) {
  const [topic, setTopic] = useState(page.topic);
  const [text, setText] = useState(page.text);
  const { save } = actions;
  const renamed = topic.trim() !== page.topic;
  const nameProblem = renamed ? topicNameProblem(topic, topics, page.topic) : null;

  return (
    <form
      aria-label={`Edit the topic ${page.topic}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!canSaveTopicEdit(page, { topic, text }, topics)) return;
        save.mutate(
          {
            topic: page.topic,
            text,
            pageUrl: page.pageUrl || undefined,
            editedTopic: renamed ? topic.trim() : undefined,
          },
          { onSuccess: (saved) => onSaved(saved.topic) },
        );
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Topic name"
          required
          maxLength={OFFICE_LIMITS.topic}
          value={topic}
          onChange={(e) => setTopic(e.currentTarget.value)}
          error={nameProblem}
        />
        <Textarea
          label="Text"
          description={page.pageUrl ? `From ${page.pageUrl}` : undefined}
          autosize
          minRows={8}
          maxRows={18}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!canSaveTopicEdit(page, { topic, text }, topics)}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
