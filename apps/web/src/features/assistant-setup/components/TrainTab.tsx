import { useState } from 'react';
import { Divider, Stack, Text } from '@mantine/core';
import type { Office } from '@muse/contracts';
import { notifySuccess } from '../../../app/notify';
import { useConfirm } from '../../../shared/confirm';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { useTopicActions, useTopics } from '../hooks/use-topics';
import { trainContent } from '../setup-view';
import { browserTopicStore, forgetTopic, recallTopic, rememberTopic, selectTopic } from '../topic-memory';
import { EditTopicForm } from './EditTopicForm';
import { MathTab } from './math/MathTab';
import { NewTopicForm } from './NewTopicForm';
import { QuestionsPanel } from './QuestionsPanel';
import { TopicBar } from './TopicBar';

type Mode = 'browse' | 'edit' | 'page' | 'file';

/**
 * The Train AI tab: the topic selector and its actions, and below the selected topic's questions. Math
 * offices (setupScreen MathSetup) get the Math tab here instead.
 */
export function TrainTab({ office }: { office: Office }) {
  if (trainContent(office) === 'math') return <MathTab officeId={office._id} />;
  return <TopicsEditor officeId={office._id} />;
}

function TopicsEditor({ officeId }: { officeId: string }) {
  const store = browserTopicStore();
  const pages = useTopics(officeId);
  const actions = useTopicActions(officeId);
  const [current, setCurrent] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('browse');
  const confirm = useConfirm();

  if (pages.isPending) return <LoadingState label="Loading the topics…" />;
  if (pages.isError)
    return (
      <ErrorState
        title="Couldn't load the topics"
        error={pages.error}
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    );

  const names = pages.data.map((p) => p.topic);
  const topic = selectTopic(names, current, recallTopic(store, officeId));
  const page = pages.data.find((p) => p.topic === topic);
  const choose = (name: string) => {
    setCurrent(name);
    rememberTopic(store, officeId, name);
  };
  const saved = (name: string) => {
    choose(name);
    setMode('browse');
  };
  const remove = async () => {
    const name = topic;
    if (name === null) return;
    const deleted = await confirm({
      title: 'Delete this topic?',
      message: `“${name}” and its questions and answers will be deleted. The assistant stops answering from it.`,
      confirmLabel: 'Delete',
      action: () => actions.remove.mutateAsync(name),
    });
    if (!deleted) return;
    forgetTopic(store, officeId, name);
    setCurrent(null);
    notifySuccess(`The topic “${name}” is deleted.`);
  };

  return (
    <Stack gap="md">
      <TopicBar
        topics={names}
        topic={topic}
        onSelect={(name) => {
          choose(name);
          setMode('browse');
        }}
        onEdit={() => setMode('edit')}
        onAddPage={() => setMode('page')}
        onUpload={() => setMode('file')}
        onDelete={() => void remove()}
        disabled={mode !== 'browse'}
      />
      {mode === 'edit' && page && (
        <EditTopicForm
          key={page.topic}
          page={page}
          topics={names}
          actions={actions}
          onSaved={saved}
          onCancel={() => setMode('browse')}
        />
      )}
      {(mode === 'page' || mode === 'file') && (
        <NewTopicForm
          key={mode}
          source={mode}
          topics={names}
          actions={actions}
          onSaved={saved}
          onCancel={() => setMode('browse')}
        />
      )}
      {mode === 'browse' && topic === null && (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          No topics yet. Add one from a web page or a text you write with +, or upload a file. Questions and
          answers are written from each topic.
        </Text>
      )}
      {mode === 'browse' && topic !== null && (
        <>
          <Divider />
          <QuestionsPanel key={topic} officeId={officeId} topic={topic} />
        </>
      )}
    </Stack>
  );
}
