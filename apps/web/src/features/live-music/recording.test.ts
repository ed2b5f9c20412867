import { describe, expect, it, vi } from 'vitest';
import { RECORDING_LINK_MS, recordingName, recordingType, revokeLater } from './recording';

describe('live music recording', () => {
  it('records in WebM/Opus where it can, else the next container the browser has', () => {
    expect(recordingType(() => true)).toEqual({ mimeType: 'audio/webm;codecs=opus', extension: 'webm' });
    expect(recordingType((t) => t === 'audio/mp4')).toEqual({ mimeType: 'audio/mp4', extension: 'm4a' });
    expect(recordingType(() => false).mimeType).toBe('');
  });

  it('names the file by the time it was made', () => {
    expect(recordingName(new Date(2025, 5, 1, 9, 5), 'webm')).toBe('live-music-2025-06-01-0905.webm');
  });

  it('revokes the link after five minutes, or at once when replaced', () => {
    vi.useFakeTimers();
    const revoke = vi.fn();
    const gone = vi.fn();
    const timer = {
      set: (fn: () => void, ms: number) => Number(setTimeout(fn, ms)),
      clear: (id: number) => clearTimeout(id),
    };
    revokeLater('blob:a', revoke, gone, timer);
    vi.advanceTimersByTime(RECORDING_LINK_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:a');
    expect(gone).toHaveBeenCalledOnce();
    const cancel = revokeLater('blob:b', revoke, gone, timer);
    cancel();
    expect(revoke).toHaveBeenLastCalledWith('blob:b');
    vi.advanceTimersByTime(RECORDING_LINK_MS);
    expect(gone).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
