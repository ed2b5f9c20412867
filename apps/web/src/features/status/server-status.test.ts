import { describe, expect, it } from 'vitest';
import { describeServerStatus } from './server-status';

const ok = { ok: true };

describe('describeServerStatus', () => {
  it('is ready when every check passes', () => {
    expect(
      describeServerStatus({ status: 'ok', checks: { database: ok, queue: ok, storage: ok } }, false),
    ).toEqual({ tone: 'ready', label: 'All systems ready', problems: [] });
  });
  it('names the failing checks', () => {
    const view = describeServerStatus(
      {
        status: 'unavailable',
        checks: { database: ok, queue: { ok: false, detail: 'ECONNREFUSED' }, storage: { ok: false } },
      },
      false,
    );
    expect(view.tone).toBe('degraded');
    expect(view.problems).toEqual(['Job queue: ECONNREFUSED', 'Storage: not ready']);
  });
  it('says when the server cannot be reached or is still being asked', () => {
    expect(describeServerStatus(undefined, true).tone).toBe('unreachable');
    expect(describeServerStatus(undefined, false).tone).toBe('checking');
  });
});
