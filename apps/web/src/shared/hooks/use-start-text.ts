import { useState } from 'react';
import { useSearchParams } from '../routing';

/**
 * A page's text box that starts from the address's `s` ("/images?s=a red fox"); a new `s` while the page is
 * open (the helper chat's hand-off) replaces what is typed.
 */
export function useStartText(): [string, (text: string) => void] {
  const [params] = useSearchParams();
  const startText = params.get('s');
  const [text, setText] = useState(startText ?? '');
  const [shownStart, setShownStart] = useState(startText);
  if (startText !== shownStart) {
    setShownStart(startText);
    if (startText !== null) setText(startText);
  }
  return [text, setText];
}
