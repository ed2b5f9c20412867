/**
 * The lesson video: the stored id (or a YouTube link, should one slip through) to the privacy-enhanced
 * embed, which loads only once the learner presses play.
 */
const ID = /^[A-Za-z0-9_-]{11}$/;

export function youtubeId(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    candidate = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/)?.[1];
  }
  return candidate && ID.test(candidate) ? candidate : null;
}

/** The embed that starts playing at once (the learner already pressed play on the poster). */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0&modestbranding=1`;
}
