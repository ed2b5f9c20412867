/**
 * A YouTube video id from what an editor pastes: the 11-character id itself or a watch, share, embed or
 * shorts link. null when it is neither; '' stays '' (no video).
 */
export function youtubeVideoId(input: string): string | null {
  const value = input.trim();
  if (value === '') return '';
  if (/^[\w-]{11}$/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  const fromPath = (prefix: RegExp) => url.pathname.match(prefix)?.[1] ?? null;
  let id: string | null = null;
  if (host === 'youtu.be') id = fromPath(/^\/([\w-]{11})/);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com')
    id = url.searchParams.get('v') ?? fromPath(/^\/(?:embed|shorts|live|v)\/([\w-]{11})/);
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}
