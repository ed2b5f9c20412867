import { describe, expect, it } from 'vitest';
import { BlobKeyError, blobKey, clampRange, keyProblem, visibilityOf } from './blob-store';

describe('blob keys', () => {
  it('accepts keys under public/ or private/ made of safe characters', () => {
    for (const key of ['public/a.png', 'private/users/u_1/a-b.c.webm', 'public/A/B/C/0.9']) {
      expect(keyProblem(key), key).toBeNull();
    }
  });

  it('names the problem of a bad key', () => {
    expect(keyProblem('public/../private/a')).toMatch(/"\.\."/);
    expect(keyProblem('/public/a')).toMatch(/absolute/);
    expect(keyProblem('public\\a')).toMatch(/backslash/);
    expect(keyProblem('public/a?b')).toMatch(/only letters/);
    expect(keyProblem('media/a')).toMatch(/public\/" or "private\//);
    expect(keyProblem(`public/${'a'.repeat(600)}`)).toMatch(/512/);
    expect(() => blobKey('public', '../x')).toThrow(BlobKeyError);
  });

  it('builds keys and reads their visibility', () => {
    expect(blobKey('private', 'voice/a.mp3')).toBe('private/voice/a.mp3');
    expect(visibilityOf('public/a')).toBe('public');
    expect(visibilityOf('private/a')).toBe('private');
  });

  it('clamps ranges to the blob', () => {
    expect(clampRange({ start: 2 }, 10)).toEqual({ start: 2, end: 9 });
    expect(clampRange({ start: 2, end: 50 }, 10)).toEqual({ start: 2, end: 9 });
    expect(clampRange({ start: 10 }, 10)).toBeNull();
    expect(clampRange({ start: 0 }, 0)).toBeNull();
  });
});
