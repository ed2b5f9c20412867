import { afterEach, describe, expect, it } from 'vitest';
import { acceptConfirm, cancelConfirm, confirm, getConfirmState, withdrawConfirm } from './confirm-store';

const question = { title: 'Delete this image?', confirmLabel: 'Delete' };

/** An action under way until `resolve` is called. */
function pending() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve: () => resolve() };
}

describe('the confirm store', () => {
  afterEach(cancelConfirm);

  it('opens with the question and resolves true when confirmed', async () => {
    const answer = confirm(question);
    expect(getConfirmState()).toMatchObject({ opened: true, busy: false, question: { options: question } });
    await acceptConfirm();
    await expect(answer).resolves.toBe(true);
    // Closed, but the texts stay for the closing transition.
    expect(getConfirmState()).toMatchObject({ opened: false, question: { options: question } });
  });

  it('resolves false when cancelled', async () => {
    const answer = confirm(question);
    cancelConfirm();
    await expect(answer).resolves.toBe(false);
    expect(getConfirmState().opened).toBe(false);
  });

  it('stays open and busy while the confirmed action runs, and cannot be cancelled meanwhile', async () => {
    const work = pending();
    const answer = confirm({ ...question, action: () => work.promise });
    const accepted = acceptConfirm();
    expect(getConfirmState()).toMatchObject({ opened: true, busy: true });
    cancelConfirm();
    expect(getConfirmState().opened).toBe(true);
    work.resolve();
    await accepted;
    await expect(answer).resolves.toBe(true);
    expect(getConfirmState()).toMatchObject({ opened: false, busy: false });
  });

  it('stays open for another try when the action fails', async () => {
    let calls = 0;
    const answer = confirm({
      ...question,
      action: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve()),
    });
    await acceptConfirm();
    expect(getConfirmState()).toMatchObject({ opened: true, busy: false });
    await acceptConfirm();
    expect(calls).toBe(2);
    await expect(answer).resolves.toBe(true);
  });

  it('asks one question at a time: a new one cancels the one on screen', async () => {
    const first = confirm(question);
    const second = confirm({ title: 'Delete this track?', confirmLabel: 'Delete' });
    await expect(first).resolves.toBe(false);
    expect(getConfirmState().question?.options.title).toBe('Delete this track?');
    await acceptConfirm();
    await expect(second).resolves.toBe(true);
  });

  it('withdraws only the question its owner asked', async () => {
    const viewer = {};
    const answer = confirm(question, viewer);
    withdrawConfirm({});
    expect(getConfirmState().opened).toBe(true);
    withdrawConfirm(viewer);
    await expect(answer).resolves.toBe(false);
  });

  it('a withdrawn question stays closed when its action finishes', async () => {
    const work = pending();
    const viewer = {};
    const answer = confirm({ ...question, action: () => work.promise }, viewer);
    const accepted = acceptConfirm();
    withdrawConfirm(viewer);
    await expect(answer).resolves.toBe(false);
    work.resolve();
    await accepted;
    expect(getConfirmState().opened).toBe(false);
  });
});
