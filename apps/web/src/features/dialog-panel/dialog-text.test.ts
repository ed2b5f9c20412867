import { describe, expect, it } from 'vitest';
import { isMp4, splitDialogText, youtubeEmbedUrl, youtubeId } from './dialog-text';

describe('splitDialogText', () => {
  it('keeps plain text as one piece', () => {
    expect(splitDialogText('Hello there!')).toEqual([{ kind: 'text', text: 'Hello there!' }]);
  });

  it('makes http and https addresses links, leaving sentence punctuation outside', () => {
    expect(splitDialogText('See https://example.com/a?b=1. Or http://x.org!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', href: 'http://x.org', text: 'http://x.org' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('never links other schemes', () => {
    expect(splitDialogText('javascript:alert(1) ftp://x.org')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) ftp://x.org' },
    ]);
  });

  it('embeds YouTube links and mp4 files', () => {
    expect(
      splitDialogText('Watch https://youtu.be/dQw4w9WgXcQ then https://cdn.x.org/v/intro.MP4?x=1'),
    ).toEqual([
      { kind: 'text', text: 'Watch ' },
      { kind: 'youtube', videoId: 'dQw4w9WgXcQ', href: 'https://youtu.be/dQw4w9WgXcQ' },
      { kind: 'text', text: ' then ' },
      { kind: 'mp4', src: 'https://cdn.x.org/v/intro.MP4?x=1' },
    ]);
  });
});

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'dQw4w9WgXcQ'],
    ['https://youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=<script>', null],
    ['https://vimeo.com/123456', null],
    ['not a url', null],
  ])('%s → %s', (href, id) => {
    expect(youtubeId(href)).toBe(id);
  });

  it('embeds without cookies', () => {
    expect(youtubeEmbedUrl('abcdefg')).toBe('https://www.youtube-nocookie.com/embed/abcdefg?rel=0');
  });

  it('recognises mp4 files', () => {
    expect(isMp4('/api/media/public/v.mp4')).toBe(true);
    expect(isMp4('https://a.org/v.mp4#t=2')).toBe(true);
    expect(isMp4('https://a.org/v.webm')).toBe(false);
    expect(isMp4('//evil.org/v.mp4')).toBe(false);
  });
});
