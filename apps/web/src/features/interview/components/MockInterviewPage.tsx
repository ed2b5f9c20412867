import { Suspense, lazy, useState } from 'react';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSearchParams } from '../../../shared/routing';
import {
  DEFAULT_INTERVIEW_JOB_TITLE,
  QUESTION_COUNT,
  interviewDialogOf,
  interviewGenerateDisabled,
  type InterviewRow,
} from '@muse/domain';
import { LoadingState } from '../../../shared/LoadingState';
import { PageContainer } from '../../../shared/PageContainer';
import { useGenerateQuestions } from '../hooks/use-generate-questions';
import { submittedInterview } from '../submitted';
import { InterviewEvaluationModal } from './InterviewEvaluationModal';
import { JobTitleGenerate } from './JobTitleGenerate';

const DialogPanel = lazy(() => import('../../dialog-panel').then((m) => ({ default: m.DialogPanel })));
const ConfettiBanner = lazy(() => import('../../forms').then((m) => ({ default: m.ConfettiBanner })));

const COUNTS = Array.from({ length: QUESTION_COUNT.max - 2 }, (_, i) => String(i + 3));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /mock-interview (and /mock-interview/app): the practice page. A candidate names the job, gets questions
 * written for it, answers them one at a time by voice or typing (the interview dialog, run by the dialog
 * panel with no office: nothing is recorded but the evaluation), and reads the evaluation report; the
 * report is also mailed when an email is given. `?interview=<id>` (the mailed link) opens that report.
 */
export function MockInterviewPage() {
  useDocumentTitle('Mock interview · Muse');
  const [params, setParams] = useSearchParams();
  const linked = params.get('interview');
  const [jobTitle, setJobTitle] = useState(DEFAULT_INTERVIEW_JOB_TITLE);
  const [count, setCount] = useState(String(QUESTION_COUNT.default));
  const [email, setEmail] = useState('');
  const [rows, setRows] = useState<InterviewRow[]>([]);
  const questions = useGenerateQuestions();
  const [running, setRunning] = useState<{ key: number; jobTitle: string; email: string } | null>(null);
  const [report, setReport] = useState<{ id: string; jobTitle: string } | null>(null);

  const emailProblem = email.trim() !== '' && !EMAIL.test(email.trim());
  const shownReport = report ?? (linked ? { id: linked, jobTitle: '' } : null);

  const generate = () => questions.generate({ jobTitle: jobTitle.trim(), count: Number(count) }, setRows);

  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Mock interview</Title>
          <Text c="dimmed" maw={640}>
            Practise a job interview: answer questions written for the job you want, by voice or by typing,
            and get a written evaluation of your answers.
          </Text>
        </div>
        {running ? (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={500}>Interview for {running.jobTitle}</Text>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconArrowLeft size={14} aria-hidden />}
                onClick={() => setRunning(null)}
              >
                Change the job or questions
              </Button>
            </Group>
            <Suspense fallback={<LoadingState label="Starting the interview…" />}>
              <DialogPanel
                key={running.key}
                officeId=""
                dialog={{
                  ...interviewDialogOf({ jobTitle: running.jobTitle, email: running.email, rows }),
                  questionVoiceId: 'azure-en-US-JennyNeural',
                }}
                onFormSubmitted={(path, reply) => setReport(submittedInterview(path, reply))}
              />
            </Suspense>
          </Stack>
        ) : (
          <Paper withBorder p="md" radius="md">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (!interviewGenerateDisabled(jobTitle)) generate();
              }}
            >
              <Stack gap="md">
                <JobTitleGenerate
                  jobTitle={jobTitle}
                  onJobTitleChange={setJobTitle}
                  countField={
                    <NativeSelect
                      label="Questions"
                      data={COUNTS}
                      value={count}
                      onChange={(e) => setCount(e.currentTarget.value)}
                      w={110}
                    />
                  }
                  label={rows.length > 0 ? 'New questions' : 'Write my questions'}
                  variant={rows.length > 0 ? 'default' : 'filled'}
                  generating={questions.generating}
                  error={questions.error}
                />
                {rows.length > 0 && (
                  <Stack gap="xs">
                    <Text size="sm" fw={500}>
                      You will be asked:
                    </Text>
                    <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
                      {rows.map((row, i) => (
                        <li key={i}>
                          <Text size="sm">
                            {row.question}{' '}
                            {row.category && (
                              <Badge size="xs" variant="light">
                                {row.category}
                              </Badge>
                            )}
                          </Text>
                        </li>
                      ))}
                    </ol>
                    <TextInput
                      label="Email me the report (optional)"
                      type="email"
                      maxLength={254}
                      value={email}
                      onChange={(e) => setEmail(e.currentTarget.value)}
                      error={emailProblem ? 'Enter an email address such as name@example.com' : undefined}
                    />
                    <Group justify="flex-end">
                      <Button
                        disabled={emailProblem}
                        onClick={() =>
                          setRunning({ key: Date.now(), jobTitle: jobTitle.trim(), email: email.trim() })
                        }
                      >
                        Start the interview
                      </Button>
                    </Group>
                  </Stack>
                )}
              </Stack>
            </form>
          </Paper>
        )}
      </Stack>
      {shownReport && (
        <>
          <Suspense fallback={null}>
            <ConfettiBanner show={report !== null} message="Interview complete!" />
          </Suspense>
          <InterviewEvaluationModal
            resultId={shownReport.id}
            jobTitle={shownReport.jobTitle}
            opened
            onClose={() => {
              setReport(null);
              setRunning(null);
              if (linked) setParams({}, { replace: true });
            }}
          />
        </>
      )}
    </PageContainer>
  );
}
