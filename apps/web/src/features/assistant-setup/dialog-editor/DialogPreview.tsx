import { Suspense, lazy, useMemo, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { LoadingState } from '../../../shared/LoadingState';
import { useNestedDialog } from '../nested-dialogs';
import { fromEditorTree, type EditorNode } from './tree-ops';

// Loaded when a preview first opens: the panel (and its media, voice and form pieces) stays out of the setup.
// A failed load (a network hiccup) says so in place instead of breaking the setup.
const DialogPanel = lazy(() =>
  import('../../dialog-panel')
    .then((m) => ({ default: m.DialogPanel }))
    .catch(() => ({ default: PreviewUnavailable })),
);

function PreviewUnavailable() {
  return (
    <Text size="sm" c="red" role="alert">
      The preview could not be loaded. Close it and try again.
    </Text>
  );
}

interface DialogPreviewProps {
  officeId: string;
  tree: EditorNode;
  opened: boolean;
  onClose: () => void;
}

/**
 * The edited (unsaved) dialog run by the dialog panel in its preview mode: buttons, answer boxes and actions
 * as visitors get them, with nothing sent and the page left alone. "Start again" runs it from the top.
 */
export function DialogPreview({ officeId, tree, opened, onClose }: DialogPreviewProps) {
  useNestedDialog(opened);
  const [run, setRun] = useState(0);
  const dialog = useMemo(() => fromEditorTree(tree), [tree]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Preview"
      size="lg"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          How visitors see this dialog. Nothing is sent or saved while you try it.
        </Text>
        {opened && (
          <Suspense fallback={<LoadingState label="Loading the preview…" />}>
            <DialogPanel key={run} officeId={officeId} dialog={dialog} preview />
          </Suspense>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRun((n) => n + 1)}>
            Start again
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
