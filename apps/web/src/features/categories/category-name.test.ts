import { describe, expect, it } from 'vitest';
import { checkName, nameModeFor } from './category-name';

const categories = [
  { _id: 'new', name: 'New' },
  { _id: 'c1', name: 'Trips' },
  { _id: 'c2', name: 'Animals' },
];
const trips = categories[1];

describe('the category name field (media-generation.md §5)', () => {
  it('always creates with New selected', () => {
    expect(nameModeFor('new', 'rename')).toBe('create');
    expect(nameModeFor('c1', 'rename')).toBe('rename');
    expect(nameModeFor('c1', 'create')).toBe('create');
  });

  it('keeps Save disabled until the name changes', () => {
    expect(checkName({ mode: 'rename', selected: trips, draft: 'Trips', categories }).action).toBeNull();
    expect(checkName({ mode: 'rename', selected: trips, draft: ' Trips ', categories }).action).toBeNull();
    expect(checkName({ mode: 'rename', selected: trips, draft: '', categories }).action).toBeNull();
    expect(checkName({ mode: 'rename', selected: trips, draft: 'Travels', categories }).action).toEqual({
      kind: 'rename',
      id: 'c1',
      name: 'Travels',
    });
    // A change of case is a change.
    expect(checkName({ mode: 'rename', selected: trips, draft: 'trips', categories }).action?.kind).toBe(
      'rename',
    );
  });

  it('creates a category from a new name typed', () => {
    const selected = categories[0];
    expect(checkName({ mode: 'create', selected, draft: '  ', categories }).action).toBeNull();
    expect(checkName({ mode: 'create', selected, draft: ' Sea ', categories }).action).toEqual({
      kind: 'create',
      name: 'Sea',
    });
    expect(checkName({ mode: 'create', selected: trips, draft: 'Sea', categories }).action?.kind).toBe(
      'create',
    );
  });

  it('refuses a name another category has, and overlong names', () => {
    const dup = checkName({ mode: 'create', selected: trips, draft: 'animals', categories });
    expect(dup.action).toBeNull();
    expect(dup.problem).toMatch(/already have/);
    expect(checkName({ mode: 'rename', selected: trips, draft: 'ANIMALS', categories }).action).toBeNull();
    // "New" is the uncategorised list, not a name in use.
    expect(checkName({ mode: 'create', selected: trips, draft: 'New', categories }).action?.kind).toBe(
      'create',
    );
    expect(
      checkName({ mode: 'create', selected: trips, draft: 'x'.repeat(101), categories }).problem,
    ).toMatch(/100/);
  });
});
