import type { Navigator } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardedNavigator, pathnameOf, type LeaveGuard } from './guarded-navigator';

/** A navigator that records where it was sent. */
function recorder() {
  const calls: string[] = [];
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '')),
    go: (delta) => void calls.push(`go ${delta}`),
    push: (to) => void calls.push(`push ${typeof to === 'string' ? to : to.pathname}`),
    replace: (to) => void calls.push(`replace ${typeof to === 'string' ? to : to.pathname}`),
  };
  return { navigator, calls };
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

describe('the guarded navigator', () => {
  it('goes at once while no page asks', () => {
    const { navigator, calls } = recorder();
    const guarded = guardedNavigator(navigator, new Set(), () => '/images/edit/a.png');
    guarded.push({ pathname: '/images' });
    guarded.replace('/music');
    expect(calls).toEqual(['push /images', 'replace /music']);
  });

  it('waits for the answer before going to another page, and stays on Stay', async () => {
    const { navigator, calls } = recorder();
    const q = question();
    const guarded = guardedNavigator(navigator, new Set([q.guard]), () => '/images/edit/a.png');

    guarded.push({ pathname: '/images' });
    expect(q.asked()).toBe(1);
    expect(calls).toEqual([]);
    q.answer(false);
    await settle();
    expect(calls).toEqual([]);

    guarded.replace({ pathname: '/music' });
    q.answer(true);
    await settle();
    expect(calls).toEqual(['replace /music']);
  });

  it('does not ask for a move that stays on the page (a new query or hash) or through the history', () => {
    const { navigator, calls } = recorder();
    const q = question();
    const guarded = guardedNavigator(navigator, new Set([q.guard]), () => '/images/edit/a.png');
    guarded.push({ search: '?tab=mine' });
    guarded.push('/images/edit/a.png#top');
    // Back and Forward are asked where the browser reports them (popstate), not here.
    guarded.go(-1);
    expect(q.asked()).toBe(0);
    expect(calls).toEqual(['push undefined', 'push /images/edit/a.png#top', 'go -1']);
  });

  it('reads the page a navigation goes to', () => {
    expect(pathnameOf('/images?tab=mine#x')).toBe('/images');
    expect(pathnameOf({ pathname: '/music', search: '?q=1' })).toBe('/music');
    expect(pathnameOf({ search: '?q=1' })).toBeUndefined();
    expect(pathnameOf('#top')).toBeUndefined();
  });

  it('hands the router what it reads from a navigator', () => {
    const { navigator } = recorder();
    expect(guardedNavigator(navigator, new Set(), () => '/').createHref({ pathname: '/x' })).toBe('/x');
  });
});
