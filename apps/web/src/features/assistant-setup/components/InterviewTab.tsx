import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from '../../../shared/routing';
import type { Office } from '@muse/contracts';
import {
  DEFAULT_INTERVIEW_JOB_TITLE,
  INTERVIEW_DEFAULT_VOICE_ID,
  QUESTION_COUNT,
  clampQuestionCount,
  interviewDialogOf,
  interviewQuestionsToSave,
  interviewSaveDisabled,
  interviewSetupOf,
  type InterviewRow,
} from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { notifySuccess } from '../../../app/notify';
import { useConfirm } from '../../../shared/confirm';
import { JobTitleGenerate, useGenerateQuestions } from '../../interview';
import { mainAssistant } from '../../offices';
import { useSaveDialog } from '../dialog-editor/dialog-editor.api';
import { moveRow, removeRow, sameSetup, setRow } from '../interview-rows';
import { TranscriptsView } from './TranscriptsView';

/**
 * The Interview tab: the job title, generated questions (competency and question rows, moved up or down
 * and deleted, their actions on the focused row), the email the results go to, Save (the spec's disabled
 * rules; only non-blank questions, trimmed), and the candidates' transcripts. Saving writes the interview
 * dialog the candidate runs on the office's page.
 */
export function InterviewTab({ office }: { office: Office }) {
  const savedDialog = mainAssistant(office)?.dialog ?? {};
  const saved = interviewSetupOf(savedDialog) ?? {
    jobTitle: DEFAULT_INTERVIEW_JOB_TITLE,
    email: '',
    rows: [],
  };
  const [jobTitle, setJobTitle] = useState(saved.jobTitle || DEFAULT_INTERVIEW_JOB_TITLE);
  const [email, setEmail] = useState(saved.email);
  const [rows, setRows] = useState<InterviewRow[]>(saved.rows);
  // A saved interview shows how many questions it has; the next Generate makes that many.
  const [count, setCount] = useState<number | string>(
    saved.rows.length ? clampQuestionCount(saved.rows.length) : QUESTION_COUNT.default,
  );
  const [focused, setFocused] = useState<number | null>(null);
  const questions = useGenerateQuestions();
  // The spec's 'auto' count is for a first generation; a count the owner picked is theirs.
  const [generatedOnce, setGeneratedOnce] = useState(saved.rows.length > 0);
  const [countPicked, setCountPicked] = useState(false);
  const save = useSaveDialog(office._id);
  const confirm = useConfirm();

  const changed = !sameSetup({ jobTitle, email, rows }, saved);
  const saveDisabled = interviewSaveDisabled({ jobTitle, email, rows, changed });
  const emailProblem = email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

  const generate = async () => {
    if (rows.some((r) => r.question.trim() !== '')) {
      const replace = await confirm({
        title: 'Replace the questions?',
        message: 'New questions replace the ones in the list, with your edits.',
        confirmLabel: 'Replace',
      });
      if (!replace) return;
    }
    questions.generate(
      { jobTitle: jobTitle.trim(), count: generatedOnce || countPicked ? clampQuestionCount(count) : 'auto' },
      (generated) => {
        setRows(generated);
        setGeneratedOnce(true);
      },
    );
  };

  const onSave = () => {
    if (saveDisabled || emailProblem) return;
    const { personality: _personality, ...rest } = savedDialog;
    const tree = interviewDialogOf({ jobTitle, email, rows });
    save.mutate(
      {
        ...rest,
        questionVoiceId: rest.questionVoiceId ?? INTERVIEW_DEFAULT_VOICE_ID,
        question: tree.question,
        actions: tree.actions ? [...tree.actions] : undefined,
        options: tree.options,
      },
      {
        onSuccess: () => {
          setRows(interviewQuestionsToSave(rows));
          notifySuccess('The interview is saved. Candidates can take it on this assistant’s page.');
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <Stack gap="md">
          <JobTitleGenerate
            jobTitle={jobTitle}
            onJobTitleChange={setJobTitle}
            countField={
              <NumberInput
                label="Questions"
                min={QUESTION_COUNT.min}
                max={QUESTION_COUNT.max}
                value={count}
                onChange={(value) => {
                  setCount(value);
                  setCountPicked(true);
                }}
                w={110}
              />
            }
            label="Generate"
            variant="light"
            generating={questions.generating}
            error={questions.error}
            onGenerate={() => void generate()}
          />
          <Stack gap="xs" aria-label="Interview questions" role="list">
            {rows.length === 0 && (
              <Text size="sm" c="dimmed">
                No questions yet. Generate them from the job title, or add your own.
              </Text>
            )}
            {rows.map((row, i) => (
              <Paper
                key={i}
                withBorder
                p="xs"
                role="listitem"
                onFocus={() => setFocused(i)}
                onMouseEnter={() => setFocused(i)}
              >
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  <Stack gap={4} style={{ flex: 1 }}>
                    <TextInput
                      size="xs"
                      aria-label={`Competency of question ${i + 1}`}
                      placeholder="Competency"
                      maxLength={100}
                      value={row.category}
                      onChange={(e) => setRows(setRow(rows, i, { category: e.currentTarget.value }))}
                    />
                    <Textarea
                      aria-label={`Question ${i + 1}`}
                      placeholder="Question"
                      autosize
                      minRows={1}
                      maxRows={5}
                      maxLength={1000}
                      value={row.question}
                      onChange={(e) => setRows(setRow(rows, i, { question: e.currentTarget.value }))}
                    />
                  </Stack>
                  <Stack gap={2} style={{ visibility: focused === i ? 'visible' : 'hidden' }}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move question ${i + 1} up`}
                      disabled={i === 0}
                      onClick={() => {
                        setRows(moveRow(rows, i, -1));
                        setFocused(i - 1);
                      }}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move question ${i + 1} down`}
                      disabled={i === rows.length - 1}
                      onClick={() => {
                        setRows(moveRow(rows, i, 1));
                        setFocused(i + 1);
                      }}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete question ${i + 1}`}
                      onClick={() => setRows(removeRow(rows, i))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Stack>
                </Group>
              </Paper>
            ))}
            <Group>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => {
                  setRows([...rows, { category: '', question: '' }]);
                  setFocused(rows.length);
                }}
              >
                Add a question
              </Button>
            </Group>
          </Stack>
          <TextInput
            label="Email for results"
            description="Each candidate's evaluation is sent here."
            type="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={emailProblem ? 'Enter an email address such as name@example.com' : undefined}
          />
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          <Group justify="space-between">
            <Anchor component={Link} to={`/app/${encodeURIComponent(office._id)}`} target="_blank" size="sm">
              Open the interview as a candidate
            </Anchor>
            <Button type="submit" disabled={saveDisabled || emailProblem} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Transcripts
        </Title>
        <TranscriptsView officeId={office._id} />
      </Stack>
    </Stack>
  );
}
