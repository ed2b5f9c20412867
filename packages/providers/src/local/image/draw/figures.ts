import { css, hsl, mix, shade, type Hsl } from '../colour';
import type { FigureKind } from '../plan';
import type { Stage } from '../stage';

/** A portrait's backdrop: a soft halo behind the sitter and out-of-focus lights. */
export function drawBackdrop(s: Stage): void {
  const { ctx, w, h, u, pal, rng } = s;
  const g = ctx.createLinearGradient(0, 0, w * 0.3, h);
  g.addColorStop(0, css(pal.skyTop));
  g.addColorStop(1, css(shade(mix(pal.skyTop, pal.near, 0.5), -0.05)));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  const halo = ctx.createRadialGradient(w * 0.5, h * 0.42, 0, w * 0.5, h * 0.42, Math.max(w, h) * 0.55);
  halo.addColorStop(0, css(pal.skyHorizon, 0.95));
  halo.addColorStop(1, css(pal.skyHorizon, 0));
  ctx.fillStyle = halo;
  ctx.fillRect(0, 0, w, h);
  for (let i = 0; i < 28; i++) {
    const r = rng.range(18, 70) * u;
    const x = rng() * w;
    const y = rng() * h * 0.8;
    const c = rng.pick([...pal.accents, pal.sun]);
    const b = ctx.createRadialGradient(x, y, r * 0.6, x, y, r);
    b.addColorStop(0, css(c, rng.range(0.12, 0.3)));
    b.addColorStop(1, css(c, 0));
    ctx.fillStyle = b;
    ctx.fillRect(x - r, y - r, r * 2, r * 2);
  }
}

/** The sitter: head and shoulders filling the frame, or a small standing figure in a landscape. */
export function drawFigure(s: Stage, kind: FigureKind, big: boolean, lightX: number): void {
  const { ctx, w, h, pal, rng } = s;
  const k = big
    ? (Math.min(w, h) / 1024) * rng.range(0.82, 0.92)
    : (Math.min(w, h) / 1024) * rng.range(0.28, 0.4);
  const x = big ? w * rng.pick([0.5, 0.42, 0.58]) : w * rng.range(0.25, 0.75);
  // Standing figures stand on the beach or in the foreground, never on the water.
  const y = big ? h : h * rng.range(0.9, 0.96);
  const body = hsl(pal.skyTop.h, 0.3, 0.1);
  const lit = hsl(pal.skyTop.h, 0.25, 0.22);
  const rim = shade(mix(pal.sun, pal.accents[0] as Hsl, 0.3), 0.08);
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(k * (lightX < x ? -1 : 1), k);
  const path = kind === 'cat' ? cat : kind === 'dog' ? dog : big ? bust : standing;
  // Rim light: the silhouette glowing in the light's colour, offset towards the light, then the figure.
  ctx.save();
  ctx.shadowColor = css(rim, 0.8);
  ctx.shadowBlur = 60 * k;
  ctx.fillStyle = css(rim, 0.85);
  ctx.translate(-10, -6);
  path(ctx, kind);
  ctx.restore();
  const fill = ctx.createLinearGradient(-400, -700, 300, 0);
  fill.addColorStop(0, css(lit));
  fill.addColorStop(0.35, css(shade(lit, -0.05)));
  fill.addColorStop(0.75, css(body));
  ctx.fillStyle = fill;
  path(ctx, kind);
  ctx.restore();
}

type Ctx = Stage['ctx'];

/** Head and shoulders, origin at the bottom centre, facing right, about 1024 units tall. */
function bust(ctx: Ctx, kind: FigureKind): void {
  ctx.beginPath();
  ctx.moveTo(-420, 0);
  ctx.bezierCurveTo(-400, -190, -260, -250, -120, -280);
  ctx.lineTo(-70, -380);
  // back of the head, crown, forehead, nose, lips, chin
  ctx.bezierCurveTo(-170, -420, -190, -560, -150, -650);
  ctx.bezierCurveTo(-100, -760, 60, -790, 130, -700);
  ctx.bezierCurveTo(160, -660, 165, -620, 170, -590);
  ctx.lineTo(205, -535);
  ctx.lineTo(175, -515);
  ctx.lineTo(185, -490);
  ctx.lineTo(172, -470);
  ctx.lineTo(180, -455);
  ctx.bezierCurveTo(170, -420, 140, -405, 100, -405);
  ctx.lineTo(80, -330);
  ctx.bezierCurveTo(160, -280, 330, -250, 400, -120);
  ctx.lineTo(420, 0);
  ctx.closePath();
  ctx.fill();
  if (kind === 'woman') {
    // Long hair falling past the shoulders.
    ctx.beginPath();
    ctx.moveTo(-150, -650);
    ctx.bezierCurveTo(-120, -800, 120, -790, 150, -640);
    ctx.bezierCurveTo(60, -700, -40, -620, -40, -520);
    ctx.bezierCurveTo(-30, -400, -20, -300, -60, -200);
    ctx.bezierCurveTo(-160, -200, -260, -260, -260, -300);
    ctx.bezierCurveTo(-200, -420, -230, -560, -150, -650);
    ctx.fill();
  } else if (kind === 'man') {
    ctx.beginPath();
    ctx.moveTo(-160, -640);
    ctx.bezierCurveTo(-120, -790, 130, -790, 150, -650);
    ctx.lineTo(-150, -600);
    ctx.fill();
  }
}

/** A person seen from behind, looking out at the view; about 640 units tall. */
function standing(ctx: Ctx, kind: FigureKind): void {
  ctx.beginPath();
  ctx.ellipse(0, -585, 38, 46, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-22, -540);
  ctx.bezierCurveTo(-75, -530, -85, -500, -82, -440);
  ctx.lineTo(-88, -300);
  ctx.lineTo(-66, -296);
  ctx.lineTo(-58, -400);
  if (kind === 'woman') {
    ctx.bezierCurveTo(-70, -300, -110, -220, -100, -150);
    ctx.lineTo(100, -150);
    ctx.bezierCurveTo(110, -220, 70, -300, 58, -400);
  } else {
    ctx.lineTo(-60, -290);
    ctx.lineTo(60, -290);
    ctx.lineTo(58, -400);
  }
  ctx.lineTo(66, -296);
  ctx.lineTo(88, -300);
  ctx.lineTo(82, -440);
  ctx.bezierCurveTo(85, -500, 75, -530, 22, -540);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-55, -300);
  ctx.lineTo(-48, 0);
  ctx.lineTo(-12, 0);
  ctx.lineTo(-4, -250);
  ctx.lineTo(4, -250);
  ctx.lineTo(12, 0);
  ctx.lineTo(48, 0);
  ctx.lineTo(55, -300);
  ctx.closePath();
  ctx.fill();
  if (kind === 'woman') {
    ctx.beginPath();
    ctx.moveTo(-40, -600);
    ctx.bezierCurveTo(-60, -520, -55, -470, -40, -440);
    ctx.lineTo(40, -440);
    ctx.bezierCurveTo(55, -470, 60, -520, 40, -600);
    ctx.fill();
  }
}

/** A sitting cat seen from the side, tail curled round. */
function cat(ctx: Ctx): void {
  ctx.beginPath();
  ctx.ellipse(0, -200, 190, 210, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(60, -470, 120, 110, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-10, -540);
  ctx.lineTo(-20, -680);
  ctx.lineTo(60, -575);
  ctx.moveTo(100, -575);
  ctx.lineTo(170, -680);
  ctx.lineTo(170, -520);
  ctx.fill();
  ctx.lineWidth = 46;
  ctx.lineCap = 'round';
  ctx.strokeStyle = ctx.fillStyle;
  ctx.beginPath();
  ctx.moveTo(-150, -40);
  ctx.bezierCurveTo(-330, 0, -360, -220, -270, -330);
  ctx.stroke();
}

/** A sitting dog: long snout, floppy ear, tail up. */
function dog(ctx: Ctx): void {
  ctx.beginPath();
  ctx.ellipse(-20, -220, 180, 230, -0.15, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(70, -500, 115, 105, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(120, -540);
  ctx.lineTo(300, -490);
  ctx.quadraticCurveTo(320, -440, 270, -425);
  ctx.lineTo(120, -420);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(0, -470, 50, 110, 0.3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(60, -220, 60, 220);
  ctx.lineWidth = 40;
  ctx.lineCap = 'round';
  ctx.strokeStyle = ctx.fillStyle;
  ctx.beginPath();
  ctx.moveTo(-170, -120);
  ctx.quadraticCurveTo(-300, -200, -290, -350);
  ctx.stroke();
}
