import { describe, expect, it } from 'vitest';
import { STOPPED, playerReducer, problemOfAck, problemText, type PlayerState } from './player-state';

const run = (...events: Parameters<typeof playerReducer>[1][]): PlayerState =>
  events.reduce(playerReducer, STOPPED);

describe('live player states', () => {
  it('goes stopped → loading on play → playing when setup is done → stopped on stop', () => {
    expect(run({ type: 'play' })).toEqual({ status: 'loading', error: null });
    expect(run({ type: 'play' }, { type: 'setup-done' })).toEqual({ status: 'playing', error: null });
    expect(run({ type: 'play' }, { type: 'setup-done' }, { type: 'stop' }).status).toBe('stopped');
    // Setup done without a play (a late acknowledgement) changes nothing.
    expect(run({ type: 'setup-done' })).toEqual(STOPPED);
  });

  it('returns to stopped with the spec’s message on an error, a close or a filtered prompt', () => {
    const playing = [{ type: 'play' }, { type: 'setup-done' }] as const;
    expect(run(...playing, { type: 'fail', problem: { kind: 'closed' } })).toEqual({
      status: 'stopped',
      error: 'Connection closed. Please try again.',
    });
    expect(run({ type: 'play' }, { type: 'fail', problem: { kind: 'connection' } }).error).toBe(
      'Connection error. Please try again.',
    );
    expect(run(...playing, { type: 'fail', problem: { kind: 'filtered', reason: 'violence' } }).error).toBe(
      'Prompt was filtered: violence',
    );
    // The next play clears the message.
    expect(run({ type: 'fail', problem: { kind: 'unknown' } }, { type: 'play' }).error).toBeNull();
  });

  it('puts every problem in the spec’s words', () => {
    expect(problemText({ kind: 'start', message: 'Live music is full right now.' })).toBe(
      'Failed to start: Live music is full right now.',
    );
    expect(problemText({ kind: 'unknown' })).toBe('Unknown error');
  });

  it('reads a refusal from the server', () => {
    const filtered = { code: 'prompt_filtered', message: 'Prompt was filtered: sexual' };
    expect(problemOfAck(filtered, true)).toEqual({ kind: 'filtered', reason: 'sexual' });
    expect(problemOfAck({ code: 'live_music_busy', message: 'Full.' }, true)).toEqual({
      kind: 'start',
      message: 'Full.',
    });
    expect(problemOfAck({ code: 'not_found', message: 'This live stream has ended.' }, false)).toEqual({
      kind: 'closed',
    });
    expect(problemOfAck(undefined, true)).toEqual({ kind: 'unknown' });
  });
});
