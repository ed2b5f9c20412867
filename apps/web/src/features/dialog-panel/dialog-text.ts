/**
 * A dialog question's text as pieces to render: plain text, links (http and https only) and embedded videos
 * (YouTube links and .mp4 files). Other schemes stay plain text.
 */
export type TextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'youtube'; videoId: string; href: string }
  | { kind: 'mp4'; src: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The video id of a YouTube watch, short, embed or shorts link, or null. */
export function youtubeId(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/);
      id = match?.[1] ?? null;
    }
  }
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null;
}

/** The privacy-enhanced embed address of a YouTube video. */
export const youtubeEmbedUrl = (videoId: string): string =>
  `https://www.youtube-nocookie.com/embed/${videoId}?rel=0`;

/** Whether an address is an .mp4 file (http(s) or a path on this site). */
export function isMp4(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return /\.mp4$/i.test(path) && (/^https?:\/\//i.test(href) || /^\/(?!\/)/.test(href));
}

/** Splits a question into text, links and videos. */
export function splitDialogText(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (value === '') return;
    const prev = pieces[pieces.length - 1];
    if (prev?.kind === 'text') prev.text += value;
    else pieces.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let href = match[0];
    const trailing = href.match(TRAILING)?.[0] ?? '';
    href = href.slice(0, href.length - trailing.length);
    pushText(text.slice(last, start));
    last = start + href.length;
    const id = youtubeId(href);
    if (id) pieces.push({ kind: 'youtube', videoId: id, href });
    else if (isMp4(href)) pieces.push({ kind: 'mp4', src: href });
    else if (/^https?:\/\/[^/?#\s]+/i.test(href)) pieces.push({ kind: 'link', href, text: href });
    else pushText(href);
  }
  pushText(text.slice(last));
  return pieces;
}
