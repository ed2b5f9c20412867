/**
 * Pictures no maintained emoji set ships under a licence Muse can use (see `extra.ts`), drawn here in
 * Fluent Emoji's flat manner: its 32-unit box, its palette, flat fills without outlines, a darker face for
 * the side in shade. Each is an SVG body for a 32×32 view box. (OpenMoji has a submarine and pyramids, but
 * under CC BY-SA, which `npm run licenses` refuses and which would make every picture with one share-alike.)
 */

/** One of a windmill's four sails: a wooden arm with a lattice of white cloth, turned about the hub. */
const sail = (deg: number) =>
  `<g transform="rotate(${deg} 16 10.5)"><path fill="#6d4534" d="M15.45 10.5h1.1v-10h-1.1z"/>` +
  '<path fill="#f3eef8" d="M16.55 1h3.2v8.2h-3.2z"/>' +
  '<path fill="#b4acbc" d="M16.55 3.2h3.2v.6h-3.2zM16.55 5.6h3.2v.6h-3.2zM16.55 8h3.2v.6h-3.2zM18 1h.5v8.2H18z"/></g>';

/**
 * A Dutch windmill: tapering brick tower, red cap, door and window, four lattice sails in an X. The one
 * windmill in a usable set (Streamline's) is a pinwheel on a mound and reads as a toy.
 */
export const WINDMILL =
  '<path fill="#a56953" d="M11 30.5l1.9-17.5h6.2l1.9 17.5z"/>' +
  '<path fill="#8c5543" d="M16 13h3.1l1.9 17.5H16z"/>' +
  '<path fill="#f8312f" d="M11.6 13.6L16 7.6l4.4 6z"/>' +
  '<path fill="#ca0b4a" d="M16 7.6l4.4 6H16z"/>' +
  '<path fill="#6d4534" d="M14.2 30.5v-3.3a1.8 1.8 0 0 1 3.6 0v3.3z"/>' +
  '<path fill="#ffb02e" d="M15.1 18.5a.9.9 0 0 1 1.8 0v1.8h-1.8z"/>' +
  [45, 135, 225, 315].map(sail).join('') +
  '<circle cx="16" cy="10.5" r="1.3" fill="#533566"/>';

/** A yellow submarine from the side: hull, conning tower, periscope, portholes and propeller. */
export const SUBMARINE =
  '<path fill="#9b9b9b" d="M17.4 10.2V5.3c0-.7.5-1.2 1.2-1.2h2.6v1.6h-2.2v4.5z"/>' +
  '<path fill="#ffb02e" d="M12.5 16.5v-5.2c0-1 .8-1.8 1.8-1.8h4.9c1 0 1.8.8 1.8 1.8v5.2z"/>' +
  '<path fill="#ff822d" d="M18 9.5h1.2c1 0 1.8.8 1.8 1.8v5.2H18z"/>' +
  '<path fill="#fcd53f" d="M8.5 14.5h15c3 0 5.5 2.5 5.5 5.5s-2.5 5.5-5.5 5.5h-15C5.5 25.5 3 23 3 20s2.5-5.5 5.5-5.5"/>' +
  '<path fill="#ffb02e" d="M3.3 21.5c.6 2.3 2.7 4 5.2 4h15c2.5 0 4.6-1.7 5.2-4z"/>' +
  '<path fill="#636363" d="M1 16.5h1.6l1.4 2.5v2L2.6 23.5H1z"/>' +
  [11, 16, 21]
    .map(
      (x) =>
        `<circle cx="${x}" cy="19.6" r="1.6" fill="#e6e6e6"/><circle cx="${x}" cy="19.6" r="1.05" fill="#26c9fc"/>`,
    )
    .join('');

/** A stone pyramid in sunlight: a lit face and a shaded one, with the courses of stone across both. */
export const PYRAMID =
  '<path fill="#f9c23c" d="M1.5 28.5L14.5 5.5l4.5 23z"/>' +
  '<path fill="#d3883e" d="M14.5 5.5L30.5 28.5H19z"/>' +
  '<path fill="#e19747" d="M11.11 11.5H15.67L15.85 12.4H10.6zM8 17H16.75L16.93 17.9H7.49zM4.89 22.5H17.83L18 23.4H4.38z"/>' +
  '<path fill="#b76a2a" d="M15.67 11.5H18.67L19.3 12.4H15.85zM16.75 17H22.5L23.13 17.9H16.93zM17.83 22.5H26.33L26.95 23.4H18z"/>';

/**
 * A waterfall: Fluent's own rock as the cliff, widened, with water pouring over its front into a pool and
 * white foam where it lands (the blues of Fluent's water wave).
 */
export const waterfall = (rock: string): string =>
  `<g transform="translate(-3 -1.5) scale(1.19 0.9)">${rock}</g>` +
  '<path fill="#26c9fc" d="M10.5 6.2c1.6-.9 3.4-1.2 5.5-1.2s3.9.3 5.5 1.2c.7.4 1 1 1 1.7V26h-13V7.9c0-.7.3-1.3 1-1.7"/>' +
  '<path fill="#00a6ed" d="M18.8 7.3h2.2V26h-2.2zM11.6 8h1.2v18h-1.2z"/>' +
  '<path fill="#b4f6fc" d="M14.2 7h1.4v17.5h-1.4zM16.9 9h.9v13h-.9zM20 8.5h.7v9h-.7z"/>' +
  '<path fill="#b4f6fc" d="M10.5 6.2c1.6-.9 3.4-1.2 5.5-1.2s3.9.3 5.5 1.2l-.4.9c-1.5-.6-3.2-.9-5.1-.9s-3.6.3-5.1.9z"/>' +
  '<ellipse cx="16" cy="27.6" fill="#00a6ed" rx="14.5" ry="3.4"/>' +
  '<ellipse cx="16" cy="27" fill="#26c9fc" rx="11" ry="2"/>' +
  '<circle cx="10.6" cy="25.9" r="1.7" fill="#e1f8ff"/><circle cx="13.2" cy="25.4" r="2" fill="#fff"/>' +
  '<circle cx="16.2" cy="25.6" r="2.2" fill="#e1f8ff"/><circle cx="19.2" cy="25.3" r="2" fill="#fff"/>' +
  '<circle cx="21.6" cy="26" r="1.6" fill="#e1f8ff"/>' +
  '<circle cx="8.4" cy="24.2" r=".8" fill="#b4f6fc"/><circle cx="24" cy="23.8" r=".9" fill="#b4f6fc"/>';
