/** YouTube video ids are 11 characters of letters, digits, - and _. */
const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be']);

/**
 * The video id in what an admin typed: an id, or a YouTube link (watch?v=, youtu.be/, /embed/, /shorts/,
 * /live/). '' for an empty field (no video), null when it is neither. The server reads links the same way;
 * this lets the form say so before saving and show which video it is.
 */
export function youtubeVideoId(input: string): string | null {
  const value = input.trim();
  if (value === '') return '';
  if (ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (!HOSTS.has(url.hostname.toLowerCase())) return null;
  const candidate =
    url.hostname.toLowerCase() === 'youtu.be'
      ? url.pathname.split('/')[1]
      : (url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/)?.[1]);
  return candidate && ID.test(candidate) ? candidate : null;
}
