import { useState } from 'react';
import { Accordion, Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '../../../shared/routing';
import { interviewQuote } from '@muse/domain';
import { interviewApi } from '../interview.api';
import { useInterviewResult } from '../hooks/use-interview-result';
import { HELPFULNESS, REPORT_DONE_TEXT, REPORT_WAITING_TEXT } from '../report-phase';
import { HelpfulnessRating } from './HelpfulnessRating';
import classes from './InterviewReport.module.css';

export interface InterviewEvaluationModalProps {
  /** the submitted interview's id; null while nothing is submitted */
  resultId: string | null;
  jobTitle: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Interview Evaluation: {jobTitle}": waits for the evaluation ("Great things take time…"), says "Done!"
 * 2 s after it came, then the summary with its recommendation, the competencies and the questions with the
 * candidate's answers in accordions, the helpfulness rating, Try Again and an interview-prep quote.
 */
export function InterviewEvaluationModal({
  resultId,
  jobTitle,
  opened,
  onClose,
}: InterviewEvaluationModalProps) {
  const narrow = useMediaQuery('(max-width: 799px)');
  const navigate = useNavigate();
  const { result, phase } = useInterviewResult(opened ? resultId : null);
  const [quote] = useState(() => interviewQuote(Math.random()));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={720}
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Title order={2} fz="h3">
          Interview Evaluation: {result?.jobTitle ?? jobTitle}
        </Title>
      }
    >
      <Stack gap="md">
        {phase !== 'done' || !result ? (
          <Group gap="sm" role="status" py="lg" justify="center">
            {phase === 'waiting' && <Loader size="sm" />}
            <Text>{phase === 'waiting' ? REPORT_WAITING_TEXT : REPORT_DONE_TEXT}</Text>
          </Group>
        ) : (
          <>
            <Text role="status" fw={600} c="green">
              {REPORT_DONE_TEXT}
            </Text>
            <Stack gap="xs">
              <Title order={3} fz="h4">
                Summary
              </Title>
              <Text>{result.overallAnalysis.summary}</Text>
              {result.overallAnalysis.summaryRecommendation && (
                <Alert variant="light" color="blue" title="Recommendation">
                  {result.overallAnalysis.summaryRecommendation}
                </Alert>
              )}
            </Stack>
            <Accordion variant="separated" multiple>
              <Accordion.Item value="competencies">
                <Accordion.Control>Competency Evaluation</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    {result.categorySummaries.map((c) => (
                      <div key={c.name}>
                        <Text fw={600}>{c.name}</Text>
                        <Text size="sm">{c.summary}</Text>
                      </div>
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
              <Accordion.Item value="details">
                <Accordion.Control>Interview Details</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    {result.answers.map((a, i) => (
                      <div key={`${i}-${a.question}`}>
                        <Text fw={600} size="sm">
                          {a.question}
                        </Text>
                        <Text size="sm" c={a.answer ? undefined : 'dimmed'} className={classes.answer}>
                          {a.answer || 'No answer given.'}
                        </Text>
                      </div>
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
            <HelpfulnessRating
              onSend={(rating, suggestion) =>
                interviewApi.sendFeedback({
                  ratingLabel: HELPFULNESS.find((h) => h.value === rating)?.label ?? rating,
                  suggestion,
                })
              }
            />
          </>
        )}
        <blockquote className={classes.quote}>
          <Text size="sm" fs="italic">
            “{quote.text}”
          </Text>
          <Text size="xs" c="dimmed">
            {quote.author}
          </Text>
        </blockquote>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              onClose();
              void navigate('/mock-interview');
            }}
          >
            Try Again
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
