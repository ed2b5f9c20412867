import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconTemplate } from '@tabler/icons-react';
import type { AssistantDialog, Office } from '@muse/contracts';
import { countDialogNodes, dialogTemplate, validateDialog } from '@muse/domain';
import { errorMessage, isApiError } from '../../../app/api-error';
import { notifySuccess } from '../../../app/notify';
import { useConfirm } from '../../../shared/confirm';
import { useSession } from '../../auth';
import { assistantName, mainAssistant } from '../../offices';
import { useSaveDialog } from './dialog-editor.api';
import { DialogPreview } from './DialogPreview';
import { RootEditor, type EditorContext } from './NodeEditor';
import { TemplateModal } from './TemplateModal';
import {
  dialogToSave,
  fromEditorTree,
  getNode,
  issuesByField,
  sameTree,
  toEditorTree,
  type EditorNode,
} from './tree-ops';
import classes from './DialogEditor.module.css';

function savedDialog(office: Office): AssistantDialog {
  return mainAssistant(office)?.dialog ?? {};
}

/** The keys of the nodes on the way to each field that has an issue, so those nodes open. */
function keysToIssues(tree: EditorNode, fields: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const field of fields) {
    const parts = field.split('.');
    const path: number[] = [];
    for (let i = 1; i + 1 < parts.length; i += 2) {
      if (parts[i] !== 'options') break;
      path.push(Number(parts[i + 1]));
      const node = getNode(tree, path);
      if (node) keys.add(node.key);
    }
  }
  return [...keys];
}

/**
 * The Dialog tab: the guided conversation visitors click through, as a nested list of questions and answers.
 * Each answer is a button or an answer box (text, voice, PDF, SAT math, the demo form), may run an action, and
 * leads to the next question. Problems show at their fields as the owner types (validateDialog) and from the
 * server's 400; Save is disabled until something changed.
 */
export function DialogTab({ office }: { office: Office }) {
  const saved = savedDialog(office);
  const [basis, setBasis] = useState(() => toEditorTree(saved));
  const [draft, setDraft] = useState(basis);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(basis.options.map((o) => o.key)));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [showAll, setShowAll] = useState(false);
  const [templates, setTemplates] = useState(false);
  const [preview, setPreview] = useState(false);
  const save = useSaveDialog(office._id);
  const confirm = useConfirm();
  const { session } = useSession();

  const validation = useMemo(() => validateDialog(fromEditorTree(draft)), [draft]);
  const liveErrors = useMemo(() => issuesByField(validation.errors), [validation]);
  const warnings = useMemo(() => issuesByField(validation.warnings), [validation]);
  const errors = useMemo(() => ({ ...liveErrors, ...serverErrors }), [liveErrors, serverErrors]);
  const changed = !sameTree(draft, basis);

  const edit = useCallback((change: (tree: EditorNode) => EditorNode) => {
    setDraft((tree) => change(tree));
    setServerErrors({});
  }, []);
  const ctx: EditorContext = {
    edit,
    errors,
    warnings,
    isOpen: (key) => open.has(key),
    setOpen: (key, value) =>
      setOpen((keys) => {
        const next = new Set(keys);
        if (value) next.add(key);
        else next.delete(key);
        return next;
      }),
  };

  const openAt = (tree: EditorNode, fields: readonly string[]) =>
    setOpen((keys) => new Set([...keys, ...keysToIssues(tree, fields)]));

  const onSave = () => {
    if (!changed) return;
    if (validation.errors.length > 0) {
      setShowAll(true);
      openAt(
        draft,
        validation.errors.map((e) => e.field),
      );
      return;
    }
    setShowAll(false);
    save.mutate(dialogToSave(saved, draft), {
      onSuccess: (updated) => {
        const tree = toEditorTree(savedDialog(updated));
        setBasis(tree);
        setDraft(tree);
        setOpen((keys) => new Set([...keys, ...tree.options.map((o) => o.key)]));
        notifySuccess('The dialog is saved.');
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          setServerErrors({ ...error.fields });
          openAt(draft, Object.keys(error.fields));
        }
      },
    });
  };

  const applyTemplate = async (
    id: Parameters<typeof dialogTemplate>[0],
    fill: Parameters<ReturnType<typeof dialogTemplate>['build']>[0],
  ) => {
    if (draft.options.length > 0) {
      const ok = await confirm({
        title: 'Replace this dialog?',
        message:
          'The template replaces the questions and answers you have here. Nothing is saved until you press Save.',
        confirmLabel: 'Replace',
      });
      if (!ok) return;
    }
    const built = toEditorTree(dialogTemplate(id).build(fill));
    const tree = { ...built, questionVoiceId: draft.questionVoiceId };
    setDraft(tree);
    setServerErrors({});
    const keys: string[] = [];
    const walk = (n: EditorNode) => n.options.forEach((o) => (keys.push(o.key), walk(o)));
    walk(tree);
    setOpen(new Set(keys));
    setTemplates(false);
  };

  const errorCount = Object.keys(errors).length;
  const answers = countDialogNodes(fromEditorTree(draft));
  const otherServerError =
    save.isError && !(isApiError(save.error) && Object.keys(save.error.fields).length > 0);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The conversation visitors click through: each answer is a button or a box to answer in, and leads to
        the next question.
      </Text>
      <Group gap="xs" className={classes.toolbar} justify="space-between">
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconTemplate size={16} aria-hidden />}
            onClick={() => setTemplates(true)}
          >
            Start from a template
          </Button>
          <Button
            variant="default"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => setPreview(true)}
            disabled={draft.options.length === 0 && draft.question.trim() === ''}
          >
            Preview
          </Button>
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed" aria-live="polite">
            {answers} {answers === 1 ? 'answer' : 'answers'}
          </Text>
          <Button onClick={onSave} disabled={!changed} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Group>
      {showAll && validation.errors.length > 0 && (
        <Alert color="red" variant="light" role="alert" title="Some fields need attention">
          {errorCount === 1 ? 'One field is marked below.' : `${errorCount} fields are marked below.`}
          {errors.dialog ? ` ${errors.dialog}` : ''}
        </Alert>
      )}
      {otherServerError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      {serverErrors.dialog && !showAll && (
        <Alert color="red" variant="light" role="alert">
          {serverErrors.dialog}
        </Alert>
      )}
      <RootEditor node={draft} ctx={ctx} />
      <TemplateModal
        opened={templates}
        onClose={() => setTemplates(false)}
        defaults={{ assistantName: assistantName(office), email: session?.user?.email ?? '' }}
        onChoose={(id, fill) => void applyTemplate(id, fill)}
      />
      <DialogPreview officeId={office._id} tree={draft} opened={preview} onClose={() => setPreview(false)} />
    </Stack>
  );
}
