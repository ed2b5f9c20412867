import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import { errorMessage, isApiError } from '../../../../app/api-error';
import { notifySuccess } from '../../../../app/notify';
import { ImageDrop, PARSE_ERROR, imageProblem, readAsDataUrl } from '../../../mathsos';
import { useMathParseImage, type useMathProblems } from '../../hooks/use-math-problems';
import { PROBLEM_COUNT, clampProblemCount } from '../../math/sections';

type Kind = 'lesson' | 'similar';

/**
 * Generate problems: how many (1–20), like the lesson's own kinds or similar to a problem typed or read from a
 * picture (the text read is put in the field to check first). Disabled until the lesson has a topic.
 */
export function GenerateProblems({
  topic,
  lesson,
  generate,
}: {
  /** the lesson's saved topic; null before it is saved */
  topic: string | null;
  lesson: number;
  generate: ReturnType<typeof useMathProblems>['generate'];
}) {
  const [count, setCount] = useState<number | string>(PROBLEM_COUNT.default);
  const [kind, setKind] = useState<Kind>('lesson');
  const [similar, setSimilar] = useState('');
  const [picture, setPicture] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const parse = useMathParseImage();
  const pending = generate.isPending;
  // Generating takes a while (each problem is checked): the seconds waited show it is still at work.
  const [startedAt, setStartedAt] = useState(0);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!pending) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [pending]);
  const seconds = pending ? Math.max(0, Math.round((now - startedAt) / 1000)) : 0;

  const readPicture = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) return setPictureError(problem);
    setPictureError(null);
    try {
      const image = await readAsDataUrl(file);
      setPicture(image);
      const reply = await parse.mutateAsync(image);
      if (reply.problem?.trim()) setSimilar(reply.problem.trim());
      else setPictureError(reply.error?.trim() || PARSE_ERROR);
    } catch (error) {
      setPictureError(isApiError(error) && error.status === 403 ? error.message : PARSE_ERROR);
    }
  };

  const n = clampProblemCount(count);
  const needsText = kind === 'similar' && similar.trim() === '';
  const run = () => {
    setCount(n);
    if (!topic) return;
    setStartedAt(Date.now());
    generate.mutate(
      { numberOfQuestions: n, similarProblem: kind === 'similar' ? similar.trim() : '', topic },
      {
        onSuccess: (reply) =>
          notifySuccess(
            `${reply.data.length} new ${reply.data.length === 1 ? 'problem' : 'problems'} added to lesson ${lesson}.`,
          ),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          Generate problems
        </Title>
        <SegmentedControl
          aria-label="Kind of problems"
          value={kind}
          onChange={(v) => setKind(v as Kind)}
          data={[
            { value: 'lesson', label: "Like the lesson's" },
            { value: 'similar', label: 'Similar problem' },
          ]}
          disabled={pending}
          style={{ alignSelf: 'flex-start' }}
        />
        {kind === 'similar' && (
          <Stack gap="xs">
            <ImageDrop
              onImage={(file) => void readPicture(file)}
              picture={picture}
              busy={parse.isPending}
              disabled={pending}
            />
            {pictureError && (
              <Text size="sm" c="red" role="alert">
                {pictureError}
              </Text>
            )}
            <Textarea
              label="Problem to make similar ones of"
              description={
                picture && !parse.isPending
                  ? 'Check the text read from the picture before generating.'
                  : 'Type it, or read it from a picture above.'
              }
              placeholder="A gym charges \$40 to join and \$25 a month. After how many months has a member paid \$215?"
              autosize
              minRows={2}
              maxRows={8}
              maxLength={2000}
              value={similar}
              disabled={parse.isPending || pending}
              onChange={(e) => setSimilar(e.currentTarget.value)}
            />
          </Stack>
        )}
        <Group gap="sm" align="flex-end">
          <NumberInput
            label="Number of problems"
            min={PROBLEM_COUNT.min}
            max={PROBLEM_COUNT.max}
            allowDecimal={false}
            clampBehavior="none"
            value={count}
            onChange={setCount}
            onBlur={() => setCount(clampProblemCount(count))}
            w={170}
            disabled={pending}
          />
          <Button
            leftSection={<IconSparkles size={16} aria-hidden />}
            loading={pending}
            disabled={!topic || needsText || parse.isPending}
            onClick={run}
          >
            Generate problems
          </Button>
        </Group>
        {!topic && (
          <Text size="xs" c="dimmed">
            Save the lesson&apos;s topic first.
          </Text>
        )}
        {pending && (
          <Stack gap={4} role="status" aria-live="polite">
            <Progress value={100} striped animated aria-label="Generating problems" />
            <Text size="xs" c="dimmed">
              Writing and checking {n} {n === 1 ? 'problem' : 'problems'}… {seconds > 0 ? `${seconds} s` : ''}
            </Text>
          </Stack>
        )}
        {generate.isError && !pending && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="No problems were added"
            role="alert"
          >
            {errorMessage(generate.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
