import { describe, expect, it } from 'vitest';
import { BATCH_DOWNLOAD_GAP_MS, downloadInTurn, downloadName, type BatchFile } from './batch-download';

const files: BatchFile[] = [
  { filename: 'a1', name: 'Red fox', video: false },
  { filename: 'b2', name: '', video: true },
  { filename: 'c3', name: 'Boat: at/dusk', video: false },
];

describe('batch download', () => {
  it('saves the files one by one with 2 s between two of them', async () => {
    const log: string[] = [];
    const result = await downloadInTurn(files, {
      urlOf: async (f) => `/media/${f.filename}`,
      save: (url, name) => log.push(`save ${url} as ${name}`),
      wait: async (ms) => {
        log.push(`wait ${ms}`);
      },
    });
    expect(BATCH_DOWNLOAD_GAP_MS).toBe(2000);
    expect(log).toEqual([
      'save /media/a1 as Red fox.png',
      'wait 2000',
      'save /media/b2 as b2.mp4',
      'wait 2000',
      'save /media/c3 as Boat  at dusk.png',
    ]);
    expect(result).toEqual({ saved: 3, failed: 0 });
  });

  it('skips a file that fails and stops when asked', async () => {
    const controller = new AbortController();
    const saved: string[] = [];
    const result = await downloadInTurn(
      files,
      {
        urlOf: async (f) => {
          if (f.filename === 'a1') throw new Error('gone');
          return f.filename;
        },
        save: (url) => {
          saved.push(url);
          controller.abort();
        },
        wait: async () => {},
      },
      { signal: controller.signal },
    );
    expect(saved).toEqual(['b2']);
    expect(result).toEqual({ saved: 1, failed: 1 });
  });

  it('names files safely', () => {
    expect(downloadName({ filename: 'x', name: '  ', video: false })).toBe('x.png');
    expect(downloadName({ filename: 'x', name: 'a?b', video: true })).toBe('a b.mp4');
  });
});
