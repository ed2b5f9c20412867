import { Suspense, lazy, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Image,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconChartLine, IconDeviceFloppy, IconTrash, IconX } from '@tabler/icons-react';
import type { MathGraph, MathProblem, UpdateMathProblemBody } from '@muse/contracts';
import { errorMessage, isApiError } from '../../../../app/api-error';
import {
  CHOICE_LETTERS,
  DIFFICULTIES,
  problemForm,
  problemFormErrors,
  serverFieldErrors,
  updateBody,
  type ProblemForm,
  type ProblemFormErrors,
} from '../../math/problem-form';
import classes from './MathTab.module.css';

// function-plot (and d3) load only when an admin opens the graph creator.
const GraphCreatorModal = lazy(() => import('./GraphCreatorModal'));

export interface ProblemEditorProps {
  problem: MathProblem;
  number: number;
  officeId: string;
  onSave: (body: UpdateMathProblemBody) => Promise<unknown>;
  onDelete: () => void;
  onCancel: () => void;
}

/**
 * A problem row in edit mode: every field, concepts as a comma list, the graph (drawn in the graph creator).
 * Save sends it to be checked by the math engine; a wrong stated answer comes back on the answer field.
 */
export function ProblemEditor({ problem, number, officeId, onSave, onDelete, onCancel }: ProblemEditorProps) {
  const [form, setForm] = useState<ProblemForm>(() => problemForm(problem));
  const [errors, setErrors] = useState<ProblemFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [graphOpen, setGraphOpen] = useState(false);
  const set = <K extends keyof ProblemForm>(key: K, value: ProblemForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };
  const setChoice = (i: number, value: string) => {
    setForm((f) => ({
      ...f,
      choices: f.choices.map((c, j) => (j === i ? value : c)) as ProblemForm['choices'],
    }));
    setErrors((e) => ({
      ...e,
      [`choices.${i}`]: undefined,
      choices: undefined,
      answer: undefined,
      form: undefined,
    }));
  };
  const graphPicture = form.graphImage ?? form.graph?.imageUrl ?? null;

  const save = async () => {
    const found = problemFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(updateBody(officeId, form));
    } catch (error) {
      const fields = isApiError(error) ? serverFieldErrors(error.fields) : {};
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };
  const drawn = (graph: MathGraph, image: string) => {
    setForm((f) => ({ ...f, graph, graphImage: image }));
    setGraphOpen(false);
  };

  return (
    <Paper withBorder radius="md" p="md" shadow="xs">
      <Stack gap="sm">
        <Text fw={700} size="sm">
          Editing problem {number}
        </Text>
        <Textarea
          label="Question"
          description="Write math between $ signs, e.g. $3x + 7 = 25$; write a price as \$40."
          autosize
          minRows={2}
          maxLength={2000}
          required
          value={form.question}
          error={errors.question}
          onChange={(e) => set('question', e.currentTarget.value)}
        />
        <Radio.Group
          label="Choices and the answer"
          description="Pick the correct choice."
          value={form.answer}
          error={errors.answer ?? errors.choices}
          onChange={(v) => set('answer', v as ProblemForm['answer'])}
        >
          <Stack gap="xs" mt="xs">
            {CHOICE_LETTERS.map((letter, i) => (
              <Group key={letter} gap="xs" wrap="nowrap" align="flex-start">
                <Radio value={letter} aria-label={`${letter} is the answer`} mt={8} />
                <TextInput
                  className={classes.grow}
                  aria-label={`Choice ${letter}`}
                  leftSection={
                    <Text size="sm" fw={700}>
                      {letter}
                    </Text>
                  }
                  maxLength={300}
                  value={form.choices[i]}
                  error={errors[`choices.${i}`]}
                  onChange={(e) => setChoice(i, e.currentTarget.value)}
                />
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Hint"
          autosize
          minRows={1}
          maxLength={1000}
          value={form.hint}
          error={errors.hint}
          onChange={(e) => set('hint', e.currentTarget.value)}
        />
        <Textarea
          label="Solution"
          autosize
          minRows={2}
          maxLength={2000}
          value={form.solution}
          error={errors.solution}
          onChange={(e) => set('solution', e.currentTarget.value)}
        />
        <Textarea
          label="Detailed solution"
          description="One step per line; the last line states the answer."
          autosize
          minRows={3}
          maxLength={6000}
          value={form.detailed_solution}
          error={errors.detailed_solution}
          onChange={(e) => set('detailed_solution', e.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`difficulty-${problem._id}`}>
            Difficulty
          </Text>
          <SegmentedControl
            aria-labelledby={`difficulty-${problem._id}`}
            data={DIFFICULTIES.map((d) => ({ value: d.value, label: d.label }))}
            value={form.difficulty}
            onChange={(v) => set('difficulty', v as ProblemForm['difficulty'])}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <TextInput
          label="Concepts"
          description="Separate them with commas, e.g. slope, y-intercept."
          maxLength={500}
          value={form.concepts}
          error={errors.concepts}
          onChange={(e) => set('concepts', e.currentTarget.value)}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Graph
          </Text>
          {graphPicture ? (
            <Image
              src={graphPicture}
              alt="The problem's graph"
              maw={320}
              radius="sm"
              className={classes.graph}
            />
          ) : (
            <Text size="xs" c="dimmed">
              No graph.
            </Text>
          )}
          {errors.graph && (
            <Text size="xs" c="red">
              {errors.graph}
            </Text>
          )}
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconChartLine size={16} aria-hidden />}
              onClick={() => setGraphOpen(true)}
            >
              {form.graph ? 'Edit graph' : 'Draw a graph'}
            </Button>
            {form.graph && (
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                onClick={() => setForm((f) => ({ ...f, graph: null, graphImage: undefined }))}
              >
                Remove graph
              </Button>
            )}
          </Group>
        </Stack>
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            disabled={saving}
          >
            Delete
          </Button>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={onCancel}
              disabled={saving}
            >
              Cancel
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={saving}
              onClick={() => void save()}
            >
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
      {graphOpen && (
        <Suspense fallback={null}>
          <GraphCreatorModal
            opened={graphOpen}
            graph={form.graph}
            onClose={() => setGraphOpen(false)}
            onSave={drawn}
          />
        </Suspense>
      )}
    </Paper>
  );
}
