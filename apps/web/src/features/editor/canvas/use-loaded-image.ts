import { useEffect, useState } from 'react';
import { loadImage } from '../image-ops';

/** The decoded picture at `url`; the previous one stays shown while the next loads. */
export function useLoadedImage(url: string): { img: HTMLImageElement | null; error: Error | null } {
  const [state, setState] = useState<{ url: string; img: HTMLImageElement | null; error: Error | null }>({
    url: '',
    img: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    loadImage(url).then(
      (img) => live && setState({ url, img, error: null }),
      (error: Error) => live && setState((s) => ({ ...s, url, error })),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return { img: state.img, error: state.url === url ? state.error : null };
}
