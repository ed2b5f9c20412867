import { NEW_CATEGORY_ID } from '@muse/domain';

/**
 * The category name field: Save is disabled until the name changes or a new name is typed, and a new name
 * creates a category. In `rename` mode it holds the selected category's name and saving renames it; in
 * `create` mode it starts empty and saving creates a category with the typed name. New (the uncategorised
 * images) cannot be renamed, so with New selected the field always creates.
 */
export type NameMode = 'rename' | 'create';
export const NAME_MAX = 100;

export type NameAction = { kind: 'create'; name: string } | { kind: 'rename'; id: string; name: string };

export interface NameCheck {
  /** what Save does, or null while it is disabled */
  action: NameAction | null;
  /** why a typed name cannot be saved, to show under the field */
  problem: string | null;
}

interface CategoryLike {
  _id: string;
  name: string;
}

export function nameModeFor(categoryId: string, wanted: NameMode): NameMode {
  return categoryId === NEW_CATEGORY_ID ? 'create' : wanted;
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

export function checkName(input: {
  mode: NameMode;
  selected: CategoryLike | undefined;
  draft: string;
  categories: readonly CategoryLike[];
}): NameCheck {
  const name = input.draft.trim();
  const renaming = input.mode === 'rename' && input.selected && input.selected._id !== NEW_CATEGORY_ID;
  if (!name) return { action: null, problem: null };
  if (name.length > NAME_MAX) return { action: null, problem: `At most ${NAME_MAX} characters.` };
  if (renaming && name === input.selected!.name) return { action: null, problem: null };
  const taken = input.categories.some(
    (c) => c._id !== NEW_CATEGORY_ID && c._id !== (renaming ? input.selected!._id : '') && same(c.name, name),
  );
  if (taken) return { action: null, problem: 'You already have a category with this name.' };
  return {
    action: renaming ? { kind: 'rename', id: input.selected!._id, name } : { kind: 'create', name },
    problem: null,
  };
}
