import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share';

const url = 'https://muse.test/images/r1';

describe('sharing a wizard result', () => {
  it('uses the app wrapper’s native share first', async () => {
    const nativeShare = vi.fn();
    const webShare = vi.fn();
    expect(await shareLink(url, 'Restore', { nativeShare, webShare })).toBe('shared');
    expect(nativeShare).toHaveBeenCalledWith(url, 'Restore');
    expect(webShare).not.toHaveBeenCalled();
  });

  it('uses the browser’s share sheet, and a closed sheet is no error', async () => {
    const webShare = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(url, 'Art', { webShare })).toBe('shared');
    expect(webShare).toHaveBeenCalledWith({ url, title: 'Art' });
    const closed = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const copy = vi.fn();
    expect(await shareLink(url, 'Art', { webShare: closed, copy })).toBe('cancelled');
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the link when nothing can share it (or the share sheet failed)', async () => {
    const copy = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(url, 'x', { copy })).toBe('copied');
    expect(copy).toHaveBeenCalledWith(url);
    const broken = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareLink(url, 'x', { webShare: broken, copy })).toBe('copied');
  });

  it('fails when the browser can neither share nor copy', async () => {
    await expect(shareLink(url, 'x', {})).rejects.toThrow('cannot share');
  });
});
