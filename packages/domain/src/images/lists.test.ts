import { describe, expect, it } from 'vitest';
import {
  CATEGORY_REQUEST_POLL_MS,
  NEW_CATEGORY_ID,
  PAGE_SIZE,
  PROMPT_IDEAS_FAILED,
  REPORT_TYPES,
  categoryCountBounds,
  clampCategoryCount,
  isCategoryRequestInProgress,
  isLastPage,
  isReportType,
  nextSelectionMode,
  shouldCountView,
  shouldShowShareReminder,
  sortCategories,
  toggleLike,
} from './index';

describe('category count (media-generation.md §5, §9)', () => {
  it('has the tier bounds: true 1–5, premium 0–20, others 0–100', () => {
    expect(categoryCountBounds(true)).toEqual({ min: 1, max: 5 });
    expect(categoryCountBounds('true')).toEqual({ min: 1, max: 5 });
    expect(categoryCountBounds('premium')).toEqual({ min: 0, max: 20 });
    for (const tier of ['', 'trialpro', 'trialpremium', 'ultimate']) {
      expect(categoryCountBounds(tier)).toEqual({ min: 0, max: 100 });
    }
  });

  it.each([
    [true, 0, 1],
    [true, 3, 3],
    [true, 9, 5],
    ['premium', -4, 0],
    ['premium', 25, 20],
    ['ultimate', 101, 100],
    ['', 100, 100],
    ['', '42', 42],
    ['', 7.9, 7],
    ['', 'abc', 0],
    ['', '', 0],
    ['', null, 0],
    [true, 'abc', 0],
    ['', Number.NaN, 0],
  ])('tier %j, value %j → %j', (tier, value, expected) => {
    expect(clampCategoryCount(tier, value)).toBe(expected);
  });
});

describe('categories (§3, §4)', () => {
  it('lists the special id new first, then the others by name', () => {
    const sorted = sortCategories([
      { _id: 'c', name: 'zebra' },
      { _id: 'a', name: 'Apple' },
      { _id: NEW_CATEGORY_ID, name: 'New' },
      { _id: 'b', name: 'banana' },
    ]);
    expect(sorted.map((c) => c._id)).toEqual(['new', 'a', 'b', 'c']);
  });

  it('cycles the selection mode off → all → none → off', () => {
    expect(nextSelectionMode('off')).toBe('all');
    expect(nextSelectionMode('all')).toBe('none');
    expect(nextSelectionMode('none')).toBe('off');
  });

  it('polls a category request every 10 s while created and not finished', () => {
    expect(CATEGORY_REQUEST_POLL_MS).toBe(10_000);
    expect(isCategoryRequestInProgress({ createdOn: 'x' })).toBe(true);
    expect(isCategoryRequestInProgress({ createdOn: 'x', finishedOn: 'y' })).toBe(false);
    expect(isCategoryRequestInProgress({})).toBe(false);
    expect(isCategoryRequestInProgress(null)).toBe(false);
  });
});

describe('reports (§3, §5, §9)', () => {
  it('has exactly the five types', () => {
    expect(REPORT_TYPES).toEqual(['inappropriate', 'explicit', 'offensive', 'violence', 'other']);
    expect(isReportType('violence')).toBe(true);
    expect(isReportType('spam')).toBe(false);
    expect(isReportType(undefined)).toBe(false);
  });
});

describe('paging (§9)', () => {
  it('uses pages of 20 and stops at a short page', () => {
    expect(PAGE_SIZE).toBe(20);
    expect(isLastPage(20)).toBe(false);
    expect(isLastPage(19)).toBe(true);
    expect(isLastPage(0)).toBe(true);
  });
});

describe('likes and views (§4)', () => {
  it('toggles the like and adjusts the count, never below 0', () => {
    expect(toggleLike({ liked: false, likes: 4 })).toEqual({ liked: true, likes: 5 });
    expect(toggleLike({ liked: true, likes: 5 })).toEqual({ liked: false, likes: 4 });
    expect(toggleLike({ liked: true, likes: 0 })).toEqual({ liked: false, likes: 0 });
  });

  it('shows the share reminder on the first like and then every 5th', () => {
    const shown = Array.from({ length: 20 }, (_, i) => i + 1).filter(shouldShowShareReminder);
    expect(shown).toEqual([1, 5, 10, 15, 20]);
    expect(shouldShowShareReminder(0)).toBe(false);
  });

  it('counts a view once per session per item', () => {
    expect(shouldCountView(new Set(['a']), 'a')).toBe(false);
    expect(shouldCountView(new Set(['a']), 'b')).toBe(true);
  });
});

describe('texts (§8)', () => {
  it('uses the spec text for failed prompt generation', () => {
    expect(PROMPT_IDEAS_FAILED).toBe(
      "We couldn't generate prompts for the requested keywords. You can try using advanced mode to generate an image.",
    );
  });
});
