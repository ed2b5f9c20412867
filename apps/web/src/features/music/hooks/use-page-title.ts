import { useEffect } from 'react';

/** Sets the document title while mounted and gives the previous one back (the library's) on leaving. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
