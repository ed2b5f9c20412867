import { describe, expect, it } from 'vitest';
import { youtubeVideoId } from './video-id';

describe('youtubeVideoId', () => {
  it('reads an id or a link', () => {
    for (const input of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ])
      expect(youtubeVideoId(input)).toBe('dQw4w9WgXcQ');
  });

  it('keeps no video as no video and refuses other text', () => {
    expect(youtubeVideoId('  ')).toBe('');
    expect(youtubeVideoId('not a video')).toBeNull();
    expect(youtubeVideoId('https://vimeo.com/123456')).toBeNull();
    expect(youtubeVideoId('https://youtube.com/watch?v=short')).toBeNull();
  });
});
