import { useCallback, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { MathGraph } from '@muse/contracts';
import { GRAPH_LIMITS, graphDraft, readGraph, type GraphDraft } from '../../math/graph-draft';
import { useNestedDialog } from '../../nested-dialogs';
import { FunctionPlotView } from './FunctionPlotView';
import { svgToPng } from './graph-png';
import classes from './GraphCreator.module.css';

export interface GraphCreatorModalProps {
  opened: boolean;
  /** the problem's graph to start from, null for a new one */
  graph: MathGraph | null;
  onClose: () => void;
  /** the graph's definition and its picture (a PNG data URL) */
  onSave: (graph: MathGraph, image: string) => void;
}

/**
 * The graph creator (Math tab): functions of x and points, the x and y ranges, a live plot (function-plot),
 * and Save graph, which hands the definition and the plot as a PNG to the problem being edited.
 */
export default function GraphCreatorModal({ opened, graph, onClose, onSave }: GraphCreatorModalProps) {
  useNestedDialog(opened);
  const narrow = useMediaQuery('(max-width: 799px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={960}
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Title order={2} fz="h4">
          Graph creator
        </Title>
      }
    >
      {opened && <GraphCreator graph={graph} onCancel={onClose} onSave={onSave} />}
    </Modal>
  );
}

function GraphCreator({
  graph,
  onCancel,
  onSave,
}: {
  graph: MathGraph | null;
  onCancel: () => void;
  onSave: (graph: MathGraph, image: string) => void;
}) {
  const [draft, setDraft] = useState<GraphDraft>(() => graphDraft(graph));
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement | null>(null);
  const onSvg = useCallback((el: SVGSVGElement | null) => {
    svg.current = el;
  }, []);

  const read = useMemo(() => readGraph(draft), [draft]);
  const [settled] = useDebouncedValue(draft, 250);
  // The live plot shows what can be drawn of the settled fields: readable functions and whole points.
  const plotted = useMemo(() => plottable(settled), [settled]);
  const errors = showErrors ? read.errors : {};

  const change = (patch: Partial<GraphDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSaveError(null);
  };
  const setFunction = (i: number, value: string) =>
    change({ functions: draft.functions.map((f, j) => (j === i ? value : f)) });
  const setPoint = (i: number, patch: Partial<GraphDraft['points'][number]>) =>
    change({ points: draft.points.map((p, j) => (j === i ? { ...p, ...patch } : p)) });

  const save = async () => {
    setShowErrors(true);
    if (!read.graph) return;
    // The picture must show exactly the saved graph: draw it now rather than wait for the settled plot.
    if (settled !== draft) {
      setSaveError('The plot is still catching up. Try Save graph again in a moment.');
      return;
    }
    if (!svg.current) {
      setSaveError("The plot can't be drawn yet. Check the functions.");
      return;
    }
    setSaving(true);
    try {
      onSave(read.graph, await svgToPng(svg.current));
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'The plot could not be saved as a picture.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Functions
          </Text>
          {draft.functions.map((fn, i) => (
            <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                className={classes.grow}
                aria-label={`Function ${i + 1}`}
                leftSection={
                  <Text size="xs" c="dimmed">
                    y =
                  </Text>
                }
                leftSectionWidth={40}
                placeholder="x^2 - 3"
                value={fn}
                // A function that can't be plotted is said at once; the live plot leaves it out meanwhile.
                error={read.errors[`functions.${i}`]}
                onChange={(e) => setFunction(i, e.currentTarget.value)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Remove function ${i + 1}`}
                onClick={() => change({ functions: draft.functions.filter((_, j) => j !== i) })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={draft.functions.length >= GRAPH_LIMITS.functions}
            onClick={() => change({ functions: [...draft.functions, ''] })}
            className={classes.add}
          >
            Add a function
          </Button>
        </Stack>

        <Stack gap="xs">
          <Text fw={600} size="sm">
            Points
          </Text>
          {draft.points.length === 0 && (
            <Text size="xs" c="dimmed">
              No points. Add one to mark a vertex, an intercept or a data value.
            </Text>
          )}
          {draft.points.map((p, i) => (
            <Stack key={i} gap={2}>
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <NumberInput
                  className={classes.grow}
                  label={i === 0 ? 'x' : undefined}
                  aria-label={`Point ${i + 1} x`}
                  value={p.x}
                  onChange={(x) => setPoint(i, { x })}
                  hideControls
                />
                <NumberInput
                  className={classes.grow}
                  label={i === 0 ? 'y' : undefined}
                  aria-label={`Point ${i + 1} y`}
                  value={p.y}
                  onChange={(y) => setPoint(i, { y })}
                  hideControls
                />
                <TextInput
                  className={classes.grow}
                  label={i === 0 ? 'Label' : undefined}
                  aria-label={`Point ${i + 1} label`}
                  placeholder="A"
                  maxLength={20}
                  value={p.label}
                  onChange={(e) => setPoint(i, { label: e.currentTarget.value })}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Remove point ${i + 1}`}
                  onClick={() => change({ points: draft.points.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              {errors[`points.${i}`] && (
                <Text size="xs" c="red">
                  {errors[`points.${i}`]}
                </Text>
              )}
            </Stack>
          ))}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={draft.points.length >= GRAPH_LIMITS.points}
            onClick={() => change({ points: [...draft.points, { x: '', y: '', label: '' }] })}
            className={classes.add}
          >
            Add a point
          </Button>
        </Stack>

        <SimpleGrid cols={2} spacing="xs">
          <NumberInput
            label="x from"
            value={draft.xMin}
            onChange={(xMin) => change({ xMin })}
            error={errors.xDomain}
          />
          <NumberInput
            label="x to"
            value={draft.xMax}
            onChange={(xMax) => change({ xMax })}
            error={errors.xDomain ? ' ' : undefined}
          />
          <NumberInput
            label="y from"
            value={draft.yMin}
            onChange={(yMin) => change({ yMin })}
            error={errors.yDomain}
          />
          <NumberInput
            label="y to"
            value={draft.yMax}
            onChange={(yMax) => change({ yMax })}
            error={errors.yDomain ? ' ' : undefined}
          />
        </SimpleGrid>
      </Stack>

      <Stack gap="md">
        <FunctionPlotView graph={plotted} onSvg={onSvg} />
        {(errors.graph || saveError) && (
          <Alert color="red" variant="light" role="alert">
            {errors.graph ?? saveError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save graph
          </Button>
        </Group>
      </Stack>
    </div>
  );
}

/** What of the fields can be plotted now: the graph when all is well, else its readable parts. */
function plottable(draft: GraphDraft): Omit<MathGraph, 'imageUrl'> | null {
  const whole = readGraph(draft);
  if (whole.graph) return whole.graph;
  const parts = readGraph({
    ...draft,
    functions: draft.functions.filter((_, i) => !whole.errors[`functions.${i}`]),
    points: draft.points.filter((_, i) => !whole.errors[`points.${i}`]),
  });
  return parts.graph;
}
