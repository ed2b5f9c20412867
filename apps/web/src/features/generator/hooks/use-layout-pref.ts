import { useCallback, useState } from 'react';

export type GridLayout = 'large' | 'small';
const KEY = 'muse.images.layout';

function read(): GridLayout {
  try {
    return localStorage.getItem(KEY) === 'small' ? 'small' : 'large';
  } catch {
    return 'large';
  }
}

/** The creations grid's tile size, remembered in localStorage. */
export function useLayoutPref(): [GridLayout, (layout: GridLayout) => void] {
  const [layout, setLayout] = useState<GridLayout>(read);
  const update = useCallback((next: GridLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // private mode: the choice lasts this visit only
    }
  }, []);
  return [layout, update];
}
