import type { InputImage } from './ports/image';

/** What each input picture is for, in the order they are sent, for models that read pictures with words. */
export function picturesNote(pictures: readonly InputImage[]): string {
  return pictures
    .map((p, i) =>
      p.role === 'start'
        ? `Picture ${i + 1} is the starting picture: keep its composition and colours.`
        : `Picture ${i + 1} shows the character: draw the same character, with the same look.`,
    )
    .join(' ');
}
