import type { KeyboardEvent, MouseEvent } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { CONFIRM_Z_INDEX } from '../layers';
import { acceptConfirm, cancelConfirm, useConfirmState } from './confirm-store';

/**
 * Another Mantine modal open beneath (the assistant setup) closes on an Escape whose target lacks this mark,
 * so every element that can hold the focus here carries it: Escape closes only the question.
 */
const KEEP_ESCAPE = { 'data-mantine-stop-propagation': 'true' };

/**
 * Keys pressed in the question are its own: the shortcuts of a full-screen page beneath (the viewer's and the
 * player's Escape and arrows) never see them. Tab goes on to the focus trap.
 */
function onKeyDown(e: KeyboardEvent) {
  if (e.key === 'Tab') return;
  e.stopPropagation();
  if (e.key === 'Escape' && !e.nativeEvent.isComposing) cancelConfirm();
}

function onConfirm(e: MouseEvent<HTMLButtonElement>) {
  // Both buttons are disabled while the confirmed work runs: the focus waits on the dialog, so its keys stay
  // its own.
  e.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
  void acceptConfirm();
}

/**
 * The question asked through useConfirm(): its title and message, the safe button (which has the focus) and
 * the red one that confirms, busy while the confirmed work runs. Escape, Close and a click beside it cancel
 * (not while the work runs).
 */
export function ConfirmDialog() {
  const { question, opened, busy } = useConfirmState();
  if (!question) return null;
  const { title, message, confirmLabel, cancelLabel = 'Cancel' } = question.options;
  return (
    <Modal
      opened={opened}
      onClose={cancelConfirm}
      title={title}
      zIndex={CONFIRM_Z_INDEX}
      closeOnEscape={false}
      returnFocus={false}
      onKeyDown={onKeyDown}
      attributes={{ content: KEEP_ESCAPE }}
      closeButtonProps={{ 'aria-label': 'Close', disabled: busy, ...KEEP_ESCAPE }}
    >
      {message && <Text size="sm">{message}</Text>}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={cancelConfirm} disabled={busy} data-autofocus {...KEEP_ESCAPE}>
          {cancelLabel}
        </Button>
        {/* red.8: white on the default red (red.6) is 3.2:1, under WCAG's 4.5:1 for text; red.8 is 5.7:1 */}
        <Button color="red.8" onClick={onConfirm} loading={busy} {...KEEP_ESCAPE}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
