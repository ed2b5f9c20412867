import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { notifySuccess } from '../../../../app/notify';
import { useConfirm } from '../../../../shared/confirm';
import { ErrorState } from '../../../../shared/ErrorState';
import { LoadingState } from '../../../../shared/LoadingState';
import type { useMathProblems } from '../../hooks/use-math-problems';
import { ProblemEditor } from './ProblemEditor';
import { ProblemView } from './ProblemView';

/** The lesson's problems, in order; one row at a time is in edit mode. */
export function ProblemList({
  officeId,
  lesson,
  problems,
}: {
  officeId: string;
  lesson: number;
  problems: ReturnType<typeof useMathProblems>;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const confirm = useConfirm();
  const { list } = problems;

  if (list.isPending) return <LoadingState label="Loading the problems…" />;
  if (list.isError)
    return (
      <ErrorState
        title="Couldn't load the problems"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );

  const remove = async (id: string, number: number) => {
    const deleted = await confirm({
      title: `Delete problem ${number}?`,
      message: 'Learners will no longer get it in this lesson.',
      confirmLabel: 'Delete',
      action: () => problems.remove.mutateAsync(id),
    });
    if (!deleted) return;
    setEditing(null);
    notifySuccess(`Problem ${number} is deleted.`);
  };

  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        Problems of lesson {lesson} ({list.data.length})
      </Title>
      {list.data.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          No problems in this lesson yet. Save its topic, then generate some above.
        </Text>
      )}
      {list.data.map((problem, i) =>
        editing === problem._id ? (
          <ProblemEditor
            key={problem._id}
            problem={problem}
            number={i + 1}
            officeId={officeId}
            onSave={async (body) => {
              await problems.update.mutateAsync({ id: problem._id, body });
              setEditing(null);
              notifySuccess(`Problem ${i + 1} is saved.`);
            }}
            onDelete={() => void remove(problem._id, i + 1)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <ProblemView
            key={problem._id}
            problem={problem}
            number={i + 1}
            onEdit={() => setEditing(problem._id)}
          />
        ),
      )}
    </Stack>
  );
}
