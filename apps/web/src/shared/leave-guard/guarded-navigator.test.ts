import { describe, expect, it } from 'vitest';
import type { NavigateTo } from '../routing';
import { guardedNavigate, pathnameOf, type LeaveGuard } from './guarded-navigator';

/** A navigate function that records where it was sent. */
function recorder() {
  const calls: string[] = [];
  const navigate: NavigateTo = (href, options) =>
    void calls.push(`${options?.replace ? 'replace' : 'push'} ${href}`);
  return { navigate, calls };
}

/** A guard whose question is answered by the test. */
function question() {
  let answer: (leave: boolean) => void = () => {};
  let asked = 0;
  const guard: LeaveGuard = {
    ask: () => {
      asked++;
      return new Promise((resolve) => (answer = resolve));
    },
  };
  return { guard, answer: (leave: boolean) => answer(leave), asked: () => asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the guarded navigate', () => {
  it('goes at once while no page asks', () => {
    const { navigate, calls } = recorder();
    const guarded = guardedNavigate(navigate, new Set(), () => '/images/edit/a.png');
    guarded('/images');
    guarded('/music', { replace: true });
    expect(calls).toEqual(['push /images', 'replace /music']);
  });

  it('waits for the answer before going to another page, and stays on Stay', async () => {
    const { navigate, calls } = recorder();
    const q = question();
    const guarded = guardedNavigate(navigate, new Set([q.guard]), () => '/images/edit/a.png');

    guarded('/images');
    expect(q.asked()).toBe(1);
    expect(calls).toEqual([]);
    q.answer(false);
    await settle();
    expect(calls).toEqual([]);

    guarded('/music', { replace: true });
    q.answer(true);
    await settle();
    expect(calls).toEqual(['replace /music']);
  });

  it('does not ask for a move that stays on the page (a new query or hash)', () => {
    const { navigate, calls } = recorder();
    const q = question();
    const guarded = guardedNavigate(navigate, new Set([q.guard]), () => '/images/edit/a.png');
    guarded('?tab=mine');
    guarded('/images/edit/a.png#top');
    expect(q.asked()).toBe(0);
    expect(calls).toEqual(['push ?tab=mine', 'push /images/edit/a.png#top']);
  });

  it('reads the page an address goes to', () => {
    expect(pathnameOf('/images?tab=mine#x')).toBe('/images');
    expect(pathnameOf('?q=1')).toBeUndefined();
    expect(pathnameOf('#top')).toBeUndefined();
  });
});
