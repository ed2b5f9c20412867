import { describe, expect, it } from 'vitest';
import { KNOWN_DIALOG_ACTIONS } from '@muse/domain';
import { ACTION_LABELS, actionChoices } from './action-labels';

describe('action labels', () => {
  it('words every action the dialog knows, in the spec’s order after "No action"', () => {
    for (const name of KNOWN_DIALOG_ACTIONS) expect(ACTION_LABELS[name], name).toBeTruthy();
    expect(actionChoices('').map((c) => c.value)).toEqual(['', ...KNOWN_DIALOG_ACTIONS]);
  });

  it('keeps an unknown action of a saved dialog in the list', () => {
    expect(actionChoices('Teleport').at(-1)).toEqual({ value: 'Teleport', label: 'Teleport (not known)' });
  });
});
