import { describe, expect, it } from 'vitest';
import {
  DELETE_EXTENSION_CONFIRM,
  DELETE_EXTENSION_QUESTION,
  extensionStatus,
  extensionSummary,
  extensionsPending,
} from './extension-view';

const ext = {
  start: 0,
  end: 15,
  length: 25,
  extension: 10,
  startedOn: null,
  finishedOn: null,
  url: null,
  message: null,
  progress: 0,
};

describe('extension states (§4)', () => {
  it("reads 'Extending {name} from X to Y seconds' until finished", () => {
    expect(extensionStatus(ext, 'Night drive')).toEqual({
      kind: 'pending',
      label: 'Extending Night drive from 15 to 25 seconds',
      progress: null,
    });
    expect(extensionStatus({ ...ext, startedOn: 't', progress: 30 }, 'N')).toMatchObject({ progress: 30 });
  });
  it('is ready with audio, failed without', () => {
    expect(extensionStatus({ ...ext, finishedOn: 't', url: '/e.mp3' }, 'N')).toEqual({ kind: 'ready' });
    expect(extensionStatus({ ...ext, finishedOn: 't', message: 'no' }, 'N')).toEqual({
      kind: 'failed',
      text: 'no',
    });
  });
  it('summarises what was taken and added', () => {
    expect(extensionSummary(ext)).toBe('0–15 s + 10 s');
  });
  it('knows when to poll', () => {
    expect(extensionsPending([{ finishedOn: 't' }, { finishedOn: null }])).toBe(true);
    expect(extensionsPending([{ finishedOn: 't' }])).toBe(false);
  });
  it("uses the spec's delete confirmation texts (§6)", () => {
    expect(DELETE_EXTENSION_QUESTION).toBe('Are you sure you want to delete this extension?');
    expect(DELETE_EXTENSION_CONFIRM).toBe('Yes, delete');
  });
});
