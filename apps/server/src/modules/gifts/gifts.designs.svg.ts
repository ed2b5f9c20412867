/**
 * The built-in gift card designs as SVG: shapes only, no text, so they render the same on any machine
 * (librsvg through sharp needs no fonts for them). Deterministic: a seeded generator places the confetti and
 * stars, so a design's PNG is the same wherever and whenever it is rendered.
 */

export const CARD_WIDTH = 1024;
export const CARD_HEIGHT = 640;

export interface DesignSource {
  id: string;
  name: string;
  svg: () => string;
}

const W = CARD_WIDTH;
const H = CARD_HEIGHT;

/** mulberry32: small, fast, good enough for placing decorations. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, from: string, to: string, x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A wrapped present: box, lid, ribbon and bow, centred on (cx, cy). */
function present(cx: number, cy: number, size: number, box: string, ribbon: string): string {
  const w = size;
  const h = size * 0.72;
  const lid = size * 0.2;
  const x = cx - w / 2;
  const y = cy - h / 2 + lid / 2;
  const r = size * 0.06;
  const band = size * 0.13;
  return [
    `<g>`,
    `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="${round(r)}" fill="${box}"/>`,
    `<rect x="${round(x - size * 0.05)}" y="${round(y - lid)}" width="${round(w + size * 0.1)}" height="${round(lid)}" rx="${round(r)}" fill="${box}" stroke="rgba(0,0,0,0.12)" stroke-width="2"/>`,
    `<rect x="${round(cx - band / 2)}" y="${round(y - lid)}" width="${round(band)}" height="${round(h + lid)}" fill="${ribbon}"/>`,
    `<ellipse cx="${round(cx - size * 0.16)}" cy="${round(y - lid - size * 0.08)}" rx="${round(size * 0.17)}" ry="${round(size * 0.1)}" fill="none" stroke="${ribbon}" stroke-width="${round(size * 0.07)}" transform="rotate(-18 ${round(cx - size * 0.16)} ${round(y - lid - size * 0.08)})"/>`,
    `<ellipse cx="${round(cx + size * 0.16)}" cy="${round(y - lid - size * 0.08)}" rx="${round(size * 0.17)}" ry="${round(size * 0.1)}" fill="none" stroke="${ribbon}" stroke-width="${round(size * 0.07)}" transform="rotate(18 ${round(cx + size * 0.16)} ${round(y - lid - size * 0.08)})"/>`,
    `<circle cx="${round(cx)}" cy="${round(y - lid)}" r="${round(size * 0.07)}" fill="${ribbon}"/>`,
    `</g>`,
  ].join('');
}

function confetti(): string {
  const rand = seeded(7);
  const colours = ['#fde047', '#ffffff', '#67e8f9', '#a7f3d0', '#fda4af'];
  const bits: string[] = [];
  for (let i = 0; i < 90; i++) {
    const x = round(rand() * W);
    const y = round(rand() * H);
    const c = colours[Math.floor(rand() * colours.length)]!;
    const angle = Math.round(rand() * 180);
    if (rand() < 0.5) bits.push(`<circle cx="${x}" cy="${y}" r="${round(4 + rand() * 7)}" fill="${c}"/>`);
    else
      bits.push(
        `<rect x="${x}" y="${y}" width="${round(8 + rand() * 14)}" height="${round(5 + rand() * 6)}" fill="${c}" transform="rotate(${angle} ${x} ${y})"/>`,
      );
  }
  return svg(
    linear('bg', '#7c3aed', '#ec4899'),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bits.join('')}${present(W / 2, H / 2 + 20, 260, '#ffffff', '#f59e0b')}`,
  );
}

function ribbon(): string {
  const band = 64;
  return svg(
    `${linear('bg', '#b91c1c', '#7f1d1d')}${linear('gold', '#fde68a', '#d97706', 1, 0)}`,
    [
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      `<rect x="0" y="${H / 2 - band / 2}" width="${W}" height="${band}" fill="url(#gold)"/>`,
      `<rect x="${W * 0.68 - band / 2}" y="0" width="${band}" height="${H}" fill="url(#gold)"/>`,
      `<ellipse cx="${W * 0.68 - 70}" cy="${H / 2 - 40}" rx="90" ry="50" fill="none" stroke="url(#gold)" stroke-width="34" transform="rotate(-25 ${W * 0.68 - 70} ${H / 2 - 40})"/>`,
      `<ellipse cx="${W * 0.68 + 70}" cy="${H / 2 - 40}" rx="90" ry="50" fill="none" stroke="url(#gold)" stroke-width="34" transform="rotate(25 ${W * 0.68 + 70} ${H / 2 - 40})"/>`,
      `<circle cx="${W * 0.68}" cy="${H / 2}" r="44" fill="#f59e0b"/>`,
    ].join(''),
  );
}

function starryNight(): string {
  const rand = seeded(42);
  const stars: string[] = [];
  for (let i = 0; i < 140; i++) {
    const r = rand() < 0.9 ? round(1 + rand() * 2) : round(3 + rand() * 2);
    stars.push(
      `<circle cx="${round(rand() * W)}" cy="${round(rand() * H)}" r="${r}" fill="#ffffff" opacity="${round(0.5 + rand() * 0.5)}"/>`,
    );
  }
  return svg(
    `<radialGradient id="bg" cx="0.3" cy="0.2" r="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#020617"/></radialGradient>`,
    [
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      stars.join(''),
      `<circle cx="${W * 0.8}" cy="${H * 0.28}" r="80" fill="#fef3c7"/>`,
      `<circle cx="${W * 0.8 + 34}" cy="${H * 0.28 - 18}" r="72" fill="#0b1a4a"/>`,
      present(W * 0.3, H * 0.58, 220, '#38bdf8', '#fef3c7'),
    ].join(''),
  );
}

function sunsetWaves(): string {
  const wave = (y: number, amp: number, colour: string) => {
    const step = W / 4;
    let d = `M0 ${y}`;
    for (let i = 0; i < 4; i++) {
      const x = i * step;
      d += ` C${round(x + step / 3)} ${y - amp} ${round(x + (2 * step) / 3)} ${y + amp} ${round(x + step)} ${y}`;
    }
    return `<path d="${d} L${W} ${H} L0 ${H} Z" fill="${colour}"/>`;
  };
  return svg(
    linear('bg', '#fb923c', '#db2777', 0, 1),
    [
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      `<circle cx="${W * 0.5}" cy="${H * 0.55}" r="150" fill="#fde68a" opacity="0.9"/>`,
      wave(H * 0.62, 30, '#f472b6'),
      wave(H * 0.72, 26, '#c026d3'),
      wave(H * 0.84, 22, '#7e22ce'),
    ].join(''),
  );
}

function mintGeometry(): string {
  const size = 128;
  const tiles: string[] = [];
  const rand = seeded(3);
  const colours = ['#99f6e4', '#5eead4', '#2dd4bf', '#ccfbf1', '#14b8a6'];
  for (let y = 0; y < H; y += size) {
    for (let x = 0; x < W; x += size) {
      const c = colours[Math.floor(rand() * colours.length)]!;
      const flip = rand() < 0.5;
      const points = flip
        ? `${x},${y} ${x + size},${y} ${x},${y + size}`
        : `${x + size},${y} ${x + size},${y + size} ${x},${y + size}`;
      tiles.push(`<polygon points="${points}" fill="${c}"/>`);
    }
  }
  return svg(
    '',
    [
      `<rect width="${W}" height="${H}" fill="#0f766e"/>`,
      tiles.join(''),
      present(W / 2, H / 2 + 10, 240, '#ffffff', '#0f766e'),
    ].join(''),
  );
}

function goldenDots(): string {
  const dots: string[] = [];
  for (let y = 32; y < H; y += 64) {
    for (let x = (y / 64) % 2 === 0 ? 32 : 64; x < W; x += 64) {
      dots.push(`<circle cx="${x}" cy="${y}" r="9" fill="#d4a017" opacity="0.55"/>`);
    }
  }
  return svg(
    linear('bg', '#27272a', '#09090b'),
    [
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      dots.join(''),
      `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" rx="28" fill="none" stroke="#d4a017" stroke-width="6"/>`,
      present(W / 2, H / 2 + 10, 230, '#d4a017', '#fafafa'),
    ].join(''),
  );
}

/** The designs, in the picker's order; the first is a new card's default. */
export const DESIGN_SOURCES: readonly DesignSource[] = [
  { id: 'confetti', name: 'Confetti', svg: confetti },
  { id: 'ribbon', name: 'Red ribbon', svg: ribbon },
  { id: 'starry-night', name: 'Starry night', svg: starryNight },
  { id: 'sunset', name: 'Sunset waves', svg: sunsetWaves },
  { id: 'mint', name: 'Mint', svg: mintGeometry },
  { id: 'golden', name: 'Golden dots', svg: goldenDots },
];
