import { describe, expect, it } from 'vitest';
import { youtubeVideoId } from './video-id';

describe('youtubeVideoId', () => {
  it('takes an id as it is', () => {
    expect(youtubeVideoId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('  a-b_c1234XY ')).toBe('a-b_c1234XY');
  });
  it('reads the id from the usual YouTube links', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });
  it('gives an empty id for an empty field', () => {
    expect(youtubeVideoId('')).toBe('');
    expect(youtubeVideoId('   ')).toBe('');
  });
  it('refuses other sites, short ids and links without an id', () => {
    expect(youtubeVideoId('https://vimeo.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeVideoId('abc')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/')).toBeNull();
    expect(youtubeVideoId('not a link at all')).toBeNull();
  });
});
