import { describe, expect, it } from 'vitest';
import {
  addOption,
  answerForKind,
  blankNode,
  answerKindOf,
  dialogToSave,
  fieldPath,
  fromEditorTree,
  getNode,
  hasIssueUnder,
  joinParameters,
  moveOption,
  removeNodeAction,
  removeOption,
  sameTree,
  setAction,
  setField,
  splitParameters,
  toEditorTree,
} from './tree-ops';

const saved = {
  question: 'Welcome!',
  questionVoiceId: 'azure-en-US-JennyNeural',
  personality: { tone: 'warm' },
  options: [
    { answer: 'A', question: 'After A', options: [{ answer: '[INPUT]', minLength: 3 }] },
    { answer: 'B', action: 'OpenUrl', parameters: 'https://example.com' },
    { answer: 'C' },
  ],
};

describe('the dialog editor’s tree', () => {
  it('round-trips a saved dialog through the editor unchanged', () => {
    const tree = toEditorTree(saved);
    expect(tree.options[0]!.options[0]!.minLength).toBe('3');
    const { personality: _p, ...nodeFields } = saved;
    expect(fromEditorTree(tree)).toEqual(nodeFields);
  });

  it('sets a field by path, leaving the rest (and the old tree) alone', () => {
    const tree = toEditorTree(saved);
    const next = setField(tree, [0, 0], 'question', 'Thanks!');
    expect(getNode(next, [0, 0])!.question).toBe('Thanks!');
    expect(getNode(tree, [0, 0])!.question).toBe('');
    expect(next.options[1]).toBe(tree.options[1]);
    expect(setField(tree, [], 'question', 'Hello')).toMatchObject({ question: 'Hello' });
    expect(setField(tree, [7, 1], 'question', 'x')).toBe(tree);
  });

  it('adds an answer at the end and gives its path', () => {
    const tree = toEditorTree(saved);
    const { tree: next, path } = addOption(tree, [1], 'Yes');
    expect(path).toEqual([1, 0]);
    expect(getNode(next, path)).toMatchObject({ answer: 'Yes', question: '', options: [] });
    const given = blankNode('Given');
    expect(getNode(addOption(tree, [], '', given).tree, [3])).toBe(given);
    const root = addOption(next, []);
    expect(root.path).toEqual([3]);
    expect(root.tree.options).toHaveLength(4);
  });

  it('removes an answer with everything under it, never the root', () => {
    const tree = toEditorTree(saved);
    const next = removeOption(tree, [0]);
    expect(next.options.map((o) => o.answer)).toEqual(['B', 'C']);
    expect(removeOption(tree, [0, 0]).options[0]!.options).toEqual([]);
    expect(removeOption(tree, [])).toBe(tree);
  });

  it('moves an answer up and down, keeping its key; nothing at the ends', () => {
    const tree = toEditorTree(saved);
    const key = tree.options[1]!.key;
    const up = moveOption(tree, [1], -1);
    expect(up.options.map((o) => o.answer)).toEqual(['B', 'A', 'C']);
    expect(up.options[0]!.key).toBe(key);
    const down = moveOption(tree, [1], 1);
    expect(down.options.map((o) => o.answer)).toEqual(['A', 'C', 'B']);
    expect(moveOption(tree, [0], -1).options.map((o) => o.answer)).toEqual(['A', 'B', 'C']);
    expect(moveOption(tree, [2], 1).options.map((o) => o.answer)).toEqual(['A', 'B', 'C']);
    expect(moveOption(tree, [], 1)).toBe(tree);
  });

  it('removes an entry of a node’s own actions, and the list when it empties', () => {
    const tree = toEditorTree({ question: 'Q', actions: ['FormStart', 'HideCloseButton'] });
    const one = removeNodeAction(tree, [], 0);
    expect(one.actions).toEqual(['HideCloseButton']);
    expect(removeNodeAction(one, [], 0)).not.toHaveProperty('actions');
    expect(fromEditorTree(removeNodeAction(one, [], 0))).toEqual({ question: 'Q' });
  });

  it('clears parameters when the action changes', () => {
    const tree = toEditorTree(saved);
    expect(getNode(setAction(tree, [1], 'PlayVideo'), [1])).toMatchObject({
      action: 'PlayVideo',
      parameters: '',
    });
    expect(getNode(setAction(tree, [1], 'OpenUrl'), [1])!.parameters).toBe('https://example.com');
  });

  it('names fields as the API does', () => {
    expect(fieldPath([1, 0], 'parameters')).toBe('dialog.options.1.options.0.parameters');
    expect(fieldPath([], 'question')).toBe('dialog.question');
    expect(hasIssueUnder({ 'dialog.options.1.options.0.parameters': 'x' }, [1])).toBe(true);
    expect(hasIssueUnder({ 'dialog.options.10.answer': 'x' }, [1])).toBe(false);
  });

  it('knows when nothing changed (keys do not count)', () => {
    const a = toEditorTree(saved);
    const b = toEditorTree(saved);
    expect(sameTree(a, b)).toBe(true);
    expect(sameTree(a, setField(b, [2], 'answer', 'D'))).toBe(false);
    expect(sameTree(a, setField(b, [2], 'parameters', '   '))).toBe(true);
  });

  it('builds the save body: other dialog fields kept, personality left to the server', () => {
    const tree = setField(toEditorTree(saved), [], 'question', 'Hi there');
    const body = dialogToSave(saved, tree);
    expect(body).toMatchObject({ question: 'Hi there', questionVoiceId: 'azure-en-US-JennyNeural' });
    expect(body).not.toHaveProperty('personality');
    expect(body.options).toHaveLength(3);
  });

  it('maps answer kinds and tokens', () => {
    expect(answerKindOf('[AUDIOTEXT]')).toBe('audiotext');
    expect(answerKindOf('Yes please')).toBe('button');
    expect(answerForKind('pdf', 'Yes')).toBe('[PDFUPLOAD]');
    expect(answerForKind('button', '[PDFUPLOAD]')).toBe('');
    expect(answerForKind('button', 'Yes')).toBe('Yes');
  });

  it('splits and joins url|volume parameters', () => {
    expect(splitParameters('https://x/v.mp4|0.5', 2)).toEqual(['https://x/v.mp4', '0.5']);
    expect(splitParameters('https://x/v.mp4', 2)).toEqual(['https://x/v.mp4', '']);
    expect(splitParameters('a|b|c', 2)).toEqual(['a', 'b|c']);
    expect(joinParameters(['https://x/v.mp4', ''])).toBe('https://x/v.mp4');
    expect(joinParameters(['', 'https://x/i.png'])).toBe('|https://x/i.png');
  });
});
