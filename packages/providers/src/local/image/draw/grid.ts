import { css, hsl, type Hsl } from '../colour';
import type { Stage } from '../stage';

/** The neon look's floor: a dark plane ruled by a perspective grid that runs to the horizon. */
export function drawNeonGrid(s: Stage, top: number): void {
  const { ctx, w, h, u, pal } = s;
  const floor = ctx.createLinearGradient(0, top, 0, h);
  floor.addColorStop(0, css(hsl(285, 0.7, 0.14)));
  floor.addColorStop(1, css(hsl(255, 0.6, 0.03)));
  ctx.fillStyle = floor;
  ctx.fillRect(0, top, w, h - top);
  const line = pal.accents[0] as Hsl;
  ctx.strokeStyle = css(line, 0.85);
  const rows = 14;
  for (let k = 1; k <= rows; k++) {
    const y = top + (h - top) * (k / rows) ** 2.2;
    ctx.lineWidth = Math.max(1, (1 + (3 * k) / rows) * u);
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(w, y);
    ctx.stroke();
  }
  const cx = w / 2;
  const spread = w * 0.09;
  ctx.lineWidth = 2 * u;
  for (let i = -16; i <= 16; i++) {
    ctx.beginPath();
    ctx.moveTo(cx + i * spread * 0.08, top);
    ctx.lineTo(cx + i * spread, h);
    ctx.stroke();
  }
}
