import { css, mix, shade, type Hsl } from '../colour';
import type { Stage } from '../stage';

/** A meadow from the horizon down: grass that thickens towards the viewer, and flowers if asked for. */
export function drawMeadow(s: Stage): void {
  const { ctx, w, h, u, plan, pal, rng } = s;
  const hy = plan.horizon * h;
  const top = plan.has.has('forest') ? hy + (h - hy) * 0.3 : hy;
  const g = ctx.createLinearGradient(0, top, 0, h);
  g.addColorStop(0, css(mix(pal.ground, pal.fog, 0.35)));
  g.addColorStop(1, css(shade(pal.ground, -0.1)));
  ctx.fillStyle = g;
  ctx.fillRect(0, top, w, h - top);

  const flowers = plan.has.has('flowers');
  const items: { y: number; draw: () => void }[] = [];
  const blades = Math.round((w * (h - top)) / (260 * u * u));
  for (let i = 0; i < blades; i++) {
    const t = rng() ** 0.7;
    const y = top + t * (h - top);
    const x = rng() * w;
    const len = (4 + t * 38) * u * rng.range(0.6, 1.3);
    const colour = shade(pal.ground, rng.range(-0.12, 0.1), 0, rng.range(-10, 10));
    items.push({
      y,
      draw: () => {
        ctx.strokeStyle = css(colour, 0.85);
        ctx.lineWidth = Math.max(1, (0.8 + t * 2) * u);
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.quadraticCurveTo(x + len * 0.1, y - len * 0.6, x + len * rng.range(-0.35, 0.35), y - len);
        ctx.stroke();
      },
    });
  }
  const blooms = flowers ? Math.round((w * (h - top)) / (1500 * u * u)) : Math.round(w / (60 * u));
  for (let i = 0; i < blooms; i++) {
    const t = rng() ** 0.8;
    const y = top + t * (h - top);
    const x = rng() * w;
    const size = (2 + t * t * 26) * u * rng.range(0.7, 1.3);
    const colour = rng.chance(0.8) ? (pal.accents[0] as Hsl) : rng.pick(pal.accents);
    items.push({ y, draw: () => bloom(s, x, y, size, shade(colour, rng.range(-0.08, 0.08)), t) });
  }
  items.sort((a, b) => a.y - b.y);
  for (const item of items) item.draw();
}

function bloom(s: Stage, x: number, y: number, r: number, colour: Hsl, t: number): void {
  const { ctx, u, pal } = s;
  if (t > 0.3) {
    ctx.strokeStyle = css(shade(pal.ground, -0.08));
    ctx.lineWidth = Math.max(1, r * 0.12);
    ctx.beginPath();
    ctx.moveTo(x, y + r * 2.4);
    ctx.lineTo(x, y);
    ctx.stroke();
  }
  if (r < 4 * u) {
    ctx.fillStyle = css(colour, 0.9);
    ctx.beginPath();
    ctx.arc(x, y, Math.max(r, 0.8 * u), 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  const petals = 6;
  for (let p = 0; p < petals; p++) {
    const a = (p / petals) * Math.PI * 2 + x;
    ctx.fillStyle = css(p % 2 ? colour : shade(colour, 0.07));
    ctx.beginPath();
    ctx.ellipse(x + Math.cos(a) * r * 0.55, y + Math.sin(a) * r * 0.4, r * 0.55, r * 0.32, a, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = css(colour.h > 40 && colour.h < 70 ? shade(colour, -0.35, 0, -20) : hslCentre);
  ctx.beginPath();
  ctx.arc(x, y, r * 0.28, 0, Math.PI * 2);
  ctx.fill();
}

const hslCentre: Hsl = { h: 45, s: 0.9, l: 0.55 };
