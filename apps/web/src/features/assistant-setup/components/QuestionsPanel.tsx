import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  AUTO_QUESTION_COUNT,
  canDeleteQuestionRow,
  canSaveQuestions,
  deleteQuestionRow,
  editQuestionRow,
  shownIndices,
} from '@muse/domain';
import { errorMessage, isApiError } from '../../../app/api-error';
import { notifySuccess } from '../../../app/notify';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { useQuestions } from '../hooks/use-questions';
import type { EditableRow } from '../qa-rows';
import { appendGenerated, parseQuestionField, rowOfSentQuestion, rowsFromItems } from '../qa-rows';
import { GenerateQuestions } from './GenerateQuestions';
import { QaRowItem } from './QaRowItem';

type RowErrors = Record<number, { question?: string; answer?: string }>;

/** Server field errors of save-questions ("questions.2.answer") on the rows they name. */
function rowErrors(error: unknown, rows: readonly EditableRow[]): RowErrors {
  if (!isApiError(error)) return {};
  const out: RowErrors = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const parsed = parseQuestionField(field);
    const row = parsed ? rowOfSentQuestion(rows, parsed.sentIndex) : undefined;
    if (parsed && row !== undefined) out[row] = { ...out[row], [parsed.part]: message };
  }
  return out;
}

/**
 * A topic's question/answer list (the rules of @muse/domain questions-list): always one
 * blank row last, typing in it adds one, clearing the second-to-last drops the trailing blank, Delete marks
 * a row deleted, Save disabled until a topic and questions exist. A topic without questions gets them
 * written first ('auto'). Mount it with `key={topic}`.
 */
export function QuestionsPanel({ officeId, topic }: { officeId: string; topic: string }) {
  const { list, generate, save } = useQuestions(officeId, topic);
  const [rows, setRows] = useState<EditableRow[] | null>(null);
  const autoTried = useRef(false);

  // The loaded list becomes the form once.
  if (rows === null && list.data && list.data.length > 0) setRows(rowsFromItems(list.data));

  // "If a topic has no questions at load, they are auto-generated first."
  const empty = list.data?.length === 0;
  const { mutate: generateMutate } = generate;
  useEffect(() => {
    if (!empty || autoTried.current) return;
    autoTried.current = true;
    generateMutate(AUTO_QUESTION_COUNT, {
      onSuccess: (reply) => setRows(rowsFromItems(reply.data)),
      onError: () => setRows(rowsFromItems([])),
    });
  }, [empty, generateMutate]);

  if (list.isPending) return <LoadingState label="Loading the questions…" />;
  if (list.isError)
    return (
      <ErrorState
        title="Couldn't load the questions"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  if (rows === null) return <LoadingState label="Writing questions from the topic…" />;

  const shown = shownIndices(rows);
  const errors = save.isError ? rowErrors(save.error, rows) : {};
  const saveProblem = save.isError && Object.keys(errors).length === 0 ? errorMessage(save.error) : null;
  const edit = (index: number, patch: { question?: string; answer?: string }) => {
    if (save.isError) save.reset();
    setRows((current) => (current ? editQuestionRow(current, index, patch) : current));
  };

  return (
    <Stack gap="sm" component="section" aria-label="Questions and answers">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={3} fz="h5">
          Questions and answers
        </Title>
        <GenerateQuestions
          generating={generate.isPending}
          onGenerate={(count) =>
            generate.mutate(count, {
              onSuccess: (reply) => {
                setRows((current) => appendGenerated(current ?? [], reply.created));
                notifySuccess(
                  reply.created.length === 0
                    ? 'No new questions: the topic’s text gave only ones already in the list.'
                    : // Fewer than asked: the server says why.
                      `${reply.created.length} new ${reply.created.length === 1 ? 'question was' : 'questions were'} added and saved.${reply.note ? ` ${reply.note}` : ''}`,
                );
              },
            })
          }
        />
      </Group>
      {generate.isError && (
        <Alert color="orange" variant="light" role="alert" title="No questions were written">
          {errorMessage(generate.error)}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        The assistant answers with these answers when a visitor asks something like the question.
      </Text>
      <Stack
        gap="xs"
        component="ol"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        aria-label="Questions"
      >
        {shown.map((index, n) => (
          <QaRowItem
            key={rows[index]!._id ?? `new-${index}`}
            row={rows[index]!}
            number={n + 1}
            isNew={n === shown.length - 1}
            canDelete={canDeleteQuestionRow(rows, index)}
            error={errors[index]}
            onChange={(patch) => edit(index, patch)}
            onDelete={() => setRows((current) => (current ? deleteQuestionRow(current, index) : current))}
          />
        ))}
      </Stack>
      {saveProblem && (
        <Alert color="red" variant="light" role="alert">
          {saveProblem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          disabled={!canSaveQuestions(topic, rows)}
          loading={save.isPending}
          onClick={() =>
            save.mutate(rows, {
              onSuccess: (reply) => {
                setRows(rowsFromItems(reply.data));
                notifySuccess('The questions and answers are saved.');
              },
            })
          }
        >
          Save questions
        </Button>
      </Group>
    </Stack>
  );
}
