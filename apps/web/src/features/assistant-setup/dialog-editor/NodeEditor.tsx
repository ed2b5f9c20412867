import { memo, useState } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { answerMaxLength, splitNodeAction } from '@muse/domain';
import { ACTION_LABELS, actionChoices } from './action-labels';
import {
  ANSWER_KINDS,
  addOption,
  blankNode,
  answerForKind,
  answerKindOf,
  fieldPath,
  joinParameters,
  moveOption,
  nodeSummary,
  parameterShape,
  removeNodeAction,
  removeOption,
  setAction,
  setField,
  splitParameters,
  takesText,
  type AnswerKind,
  type EditableField,
  type EditorNode,
  type NodePath,
} from './tree-ops';
import { VoiceSelect } from './VoiceSelect';
import classes from './DialogEditor.module.css';

export interface EditorContext {
  /** applies an edit to the whole tree */
  edit: (change: (tree: EditorNode) => EditorNode) => void;
  /** errors and warnings by the API's field path */
  errors: Readonly<Record<string, string>>;
  warnings: Readonly<Record<string, string>>;
  isOpen: (key: string) => boolean;
  setOpen: (key: string, open: boolean) => void;
}

const KIND_OPTIONS = ANSWER_KINDS.map((k) => ({ value: k.value, label: k.label }));

interface FieldProps {
  ctx: EditorContext;
  path: NodePath;
  field: string;
}

/** The message under a field: its error, else its warning. */
function issue({ ctx, path, field }: FieldProps): { error?: string; description?: string } {
  const at = fieldPath(path, field);
  const error = ctx.errors[at];
  if (error) return { error };
  const warning = ctx.warnings[at];
  return warning ? { description: warning } : {};
}

/** The question asked at a node, its voice, and the answers under it. */
function QuestionFields({
  node,
  path,
  ctx,
  label,
}: {
  node: EditorNode;
  path: NodePath;
  ctx: EditorContext;
  label: string;
}) {
  const [voiceAsked, setVoice] = useState(false);
  const voice = voiceAsked || node.questionVoiceId !== '';
  const set = (field: EditableField) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    ctx.edit((tree) => setField(tree, path, field, value));
  };
  return (
    <>
      <Textarea
        label={label}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={5000}
        value={node.question}
        onChange={set('question')}
        data-field={fieldPath(path, 'question')}
        {...issue({ ctx, path, field: 'question' })}
      />
      {node.actions && node.actions.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            When this question is asked
          </Text>
          <Box component="ul" className={classes.nodeActions}>
            {node.actions.map((entry, k) => {
              const { name, parameters } = splitNodeAction(entry);
              const problem = issue({ ctx, path, field: `actions.${k}` });
              return (
                <li key={`${k}-${entry}`}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
                      {ACTION_LABELS[name] ?? name}
                      {parameters ? `: ${parameters}` : ''}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove “${ACTION_LABELS[name] ?? name}”`}
                      onClick={() => ctx.edit((tree) => removeNodeAction(tree, path, k))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                  {(problem.error ?? problem.description) && (
                    <Text size="xs" c={problem.error ? 'red' : 'dimmed'}>
                      {problem.error ?? problem.description}
                    </Text>
                  )}
                </li>
              );
            })}
          </Box>
        </Stack>
      )}
      {voice ? (
        <VoiceSelect
          label="Voice of this question"
          value={node.questionVoiceId}
          onChange={(value) => ctx.edit((tree) => setField(tree, path, 'questionVoiceId', value))}
          error={issue({ ctx, path, field: 'questionVoiceId' }).error}
        />
      ) : (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setVoice(true)}>
            Give this question its own voice
          </Button>
        </Group>
      )}
    </>
  );
}

/** The answers under a node, and the button that adds one. */
function AnswerList({ node, path, ctx }: { node: EditorNode; path: NodePath; ctx: EditorContext }) {
  const listIssue = issue({ ctx, path, field: 'options' });
  return (
    <Stack gap="xs">
      {node.options.length > 0 && (
        <Box
          component="ol"
          className={classes.answers}
          aria-label={`Answers to “${node.question || 'this question'}”`}
        >
          {node.options.map((child, i) => (
            <li key={child.key}>
              <AnswerNode node={child} path={[...path, i]} siblings={node.options.length} ctx={ctx} />
            </li>
          ))}
        </Box>
      )}
      {listIssue.error && (
        <Text size="sm" c="red" role="alert">
          {listIssue.error}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => {
            // the new answer opens, ready to be filled in
            const added = blankNode();
            ctx.edit((tree) => addOption(tree, path, '', added).tree);
            ctx.setOpen(added.key, true);
          }}
        >
          {node.options.length === 0 ? 'Add an answer' : 'Add another answer'}
        </Button>
      </Group>
    </Stack>
  );
}

function ParameterFields({ node, path, ctx }: { node: EditorNode; path: NodePath; ctx: EditorContext }) {
  const shape = parameterShape(node.action);
  const problem = issue({ ctx, path, field: 'parameters' });
  const setParameters = (value: string) => ctx.edit((tree) => setField(tree, path, 'parameters', value));
  if (shape.kind === 'none') {
    return node.parameters.trim() !== '' ? (
      <TextInput
        label="Details"
        value={node.parameters}
        onChange={(e) => setParameters(e.currentTarget.value)}
        {...problem}
      />
    ) : null;
  }
  if (shape.kind === 'text') {
    const Input = shape.multiline ? Textarea : TextInput;
    return (
      <Input
        label={shape.label}
        placeholder={shape.placeholder}
        value={node.parameters}
        onChange={(e) => setParameters(e.currentTarget.value)}
        {...(shape.multiline ? { autosize: true, minRows: 2, maxRows: 8 } : {})}
        data-field={fieldPath(path, 'parameters')}
        {...problem}
      />
    );
  }
  const parts = splitParameters(node.parameters, shape.fields.length);
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, xs: shape.fields.length }} spacing="xs">
        {shape.fields.map((f, i) => (
          <TextInput
            key={f.label}
            label={f.label}
            placeholder={f.placeholder}
            value={parts[i]}
            error={Boolean(problem.error)}
            data-field={i === 0 ? fieldPath(path, 'parameters') : undefined}
            onChange={(e) => {
              const next = [...parts];
              next[i] = e.currentTarget.value;
              setParameters(joinParameters(next));
            }}
          />
        ))}
      </SimpleGrid>
      {problem.error && (
        <Text size="xs" c="red" role="alert">
          {problem.error}
        </Text>
      )}
    </Stack>
  );
}

interface AnswerNodeProps {
  node: EditorNode;
  path: NodePath;
  siblings: number;
  ctx: EditorContext;
}

/** One answer: a collapsible row with move and remove, then its answer, action and the question it leads to. */
const AnswerNode = memo(function AnswerNode({ node, path, siblings, ctx }: AnswerNodeProps) {
  const open = ctx.isOpen(node.key);
  const index = path[path.length - 1]!;
  const kind = answerKindOf(node.answer);
  const summary = nodeSummary(node);
  const bodyId = `dialog-node-${node.key}`;
  const hasError = Object.keys(ctx.errors).some(
    (f) => f === fieldPath(path) || f.startsWith(`${fieldPath(path)}.`),
  );
  const set = (field: EditableField) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    ctx.edit((tree) => setField(tree, path, field, value));
  };
  const max = answerMaxLength(node.answer.trim());

  return (
    <div className={classes.node} data-open={open || undefined} data-error={hasError || undefined}>
      <Group gap={4} wrap="nowrap" className={classes.nodeHeader}>
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => ctx.setOpen(node.key, !open)}
        >
          {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          <Text span size="sm" fw={600} truncate="end">
            {index + 1}. {summary}
          </Text>
          {!open && node.question.trim() !== '' && (
            <Text span size="sm" c="dimmed" truncate="end" className={classes.next}>
              → {node.question}
            </Text>
          )}
          {!open && hasError && (
            <Text span size="xs" c="red" className={classes.badge}>
              needs attention
            </Text>
          )}
        </UnstyledButton>
        <ActionIcon
          variant="subtle"
          aria-label={`Move answer ${index + 1} up`}
          disabled={index === 0}
          onClick={() => ctx.edit((tree) => moveOption(tree, path, -1))}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={`Move answer ${index + 1} down`}
          disabled={index === siblings - 1}
          onClick={() => ctx.edit((tree) => moveOption(tree, path, 1))}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove answer ${index + 1}`}
          onClick={() => ctx.edit((tree) => removeOption(tree, path))}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {open && (
        <Stack gap="xs" id={bodyId} className={classes.nodeBody}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <NativeSelect
              label="Answer"
              data={KIND_OPTIONS}
              value={kind}
              onChange={(e) => {
                const next = e.currentTarget.value as AnswerKind;
                ctx.edit((tree) => setField(tree, path, 'answer', answerForKind(next, node.answer)));
              }}
            />
            {kind === 'button' ? (
              <TextInput
                label="Button text"
                value={node.answer}
                onChange={set('answer')}
                maxLength={5000}
                data-field={fieldPath(path, 'answer')}
                {...issue({ ctx, path, field: 'answer' })}
              />
            ) : takesText(node.answer) ? (
              <TextInput
                label="Shortest answer (characters)"
                placeholder={
                  node.answer.trim() === '[INPUT]' || node.answer.trim() === '[AUDIOINPUT]' ? '1' : '50'
                }
                inputMode="numeric"
                value={node.minLength}
                onChange={set('minLength')}
                description={max ? `At most ${max}` : undefined}
                data-field={fieldPath(path, 'minLength')}
                {...issue({ ctx, path, field: 'minLength' })}
              />
            ) : (
              issue({ ctx, path, field: 'answer' }).error && (
                <Text size="sm" c="red" role="alert">
                  {issue({ ctx, path, field: 'answer' }).error}
                </Text>
              )
            )}
          </SimpleGrid>
          {kind === 'button' && node.minLength.trim() !== '' && (
            <Text size="xs" c="dimmed">
              {issue({ ctx, path, field: 'minLength' }).description ??
                issue({ ctx, path, field: 'minLength' }).error}
            </Text>
          )}
          <NativeSelect
            label="Then"
            data={actionChoices(node.action)}
            value={node.action}
            onChange={(e) => {
              const value = e.currentTarget.value;
              ctx.edit((tree) => setAction(tree, path, value));
            }}
            {...issue({ ctx, path, field: 'action' })}
          />
          <ParameterFields node={node} path={path} ctx={ctx} />
          <QuestionFields node={node} path={path} ctx={ctx} label="Next question" />
          <AnswerList node={node} path={path} ctx={ctx} />
        </Stack>
      )}
    </div>
  );
});

/** The first question (the welcome message) and the tree of answers under it. */
export function RootEditor({ node, ctx }: { node: EditorNode; ctx: EditorContext }) {
  return (
    <Stack gap="sm">
      <QuestionFields node={node} path={[]} ctx={ctx} label="First question (the welcome message)" />
      <Text size="sm" fw={600}>
        Answers
      </Text>
      <AnswerList node={node} path={[]} ctx={ctx} />
    </Stack>
  );
}
