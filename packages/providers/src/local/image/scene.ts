import { createCanvas } from '@napi-rs/canvas';
import { createNoise2D } from 'simplex-noise';
import { drawAbstract } from './draw/abstract';
import { drawCity } from './draw/city';
import { drawBackdrop, drawFigure } from './draw/figures';
import { drawNeonGrid } from './draw/grid';
import { drawMeadow } from './draw/flowers';
import { drawDunes, drawGround, drawHills, drawMountains } from './draw/land';
import {
  drawClouds,
  drawFogVeil,
  drawHaze,
  drawMoon,
  drawOvercast,
  drawSky,
  drawStars,
  drawSun,
  lightSource,
} from './draw/sky';
import { drawSpace, drawSpaceship } from './draw/space';
import { drawForest } from './draw/trees';
import { drawBeach, drawBoat, drawWater } from './draw/water';
import type { Palette } from './palette';
import type { ScenePlan } from './plan';
import type { Rng } from './random';
import type { Stage } from './stage';
import { defocusBackground, drawInterior, drawRain, drawSnowGround, drawSubjects } from './subjects/compose';
import type { SceneParse } from './subjects/parse';

/** Draws the planned scene back to front and returns its pixels (RGBA). */
export function drawScene(
  plan: ScenePlan,
  pal: Palette,
  rng: Rng,
  w: number,
  h: number,
  parse?: SceneParse,
): Uint8ClampedArray {
  const canvas = createCanvas(w, h);
  const stage: Stage = {
    canvas,
    ctx: canvas.getContext('2d'),
    w,
    h,
    u: Math.min(w, h) / 1024,
    plan,
    pal,
    rng,
    noise: createNoise2D(rng.fork(1)),
  };
  if (plan.kind === 'abstract') drawAbstract(stage);
  else if (plan.kind === 'interior') drawInterior(stage, parse);
  else if (plan.kind === 'space') {
    drawSpace(stage);
    if (plan.has.has('spaceship')) drawSpaceship(stage);
  } else if (plan.kind === 'portrait') {
    drawBackdrop(stage);
    if (plan.light === 'night') drawStars(stage, h * 0.7, 0.6);
    if (plan.has.has('moon') || plan.has.has('sun')) {
      const at = lightSource(stage);
      if (plan.has.has('moon')) drawMoon(stage, at);
      else drawSun(stage, at);
    }
    if (plan.figure) drawFigure(stage, plan.figure, true, rng.chance(0.5) ? 0 : w);
  } else drawLandscape(stage);
  if (parse && parse.subjects.length > 0) {
    const subjects: Stage = { ...stage, rng: rng.fork(3) };
    // The lens of "photo": the setting falls out of focus behind the subjects.
    if (plan.style === 'photo') defocusBackground(subjects);
    drawSubjects(subjects, parse);
  }
  // Fog lies over the subjects too; rain falls in front of everything.
  if (plan.weather === 'fog' && (plan.kind === 'landscape' || plan.kind === 'portrait')) drawFogVeil(stage);
  if (parse?.weather === 'rain' || parse?.weather === 'storm') drawRain({ ...stage, rng: rng.fork(4) });
  return canvas.getContext('2d').getImageData(0, 0, w, h).data;
}

function drawLandscape(s: Stage): void {
  const { plan, h } = s;
  const has = (subject: Parameters<typeof plan.has.has>[0]) => plan.has.has(subject);
  const hy = plan.horizon * h;
  drawSky(s);
  const light = lightSource(s);
  const night = plan.light === 'night';
  if (night || has('stars')) drawStars(s, hy, night ? 1 : 0.4);
  // Under cloud the sun shows only when the prompt named it: a sunset sky is not a sun disc.
  const sunset = plan.light === 'golden' && !plan.weather;
  if (has('moon')) drawMoon(s, light);
  else if (has('sun') || sunset) drawSun(s, light);
  if (plan.weather) drawOvercast(s);
  else if (has('clouds')) drawClouds(s, light.x);
  if (has('desert')) drawDunes(s, light.x);
  else {
    drawGround(s);
    if (has('mountains')) drawMountains(s, light.x);
    if (has('city')) drawCity(s);
    if (has('hills') && !has('sea')) drawHills(s, light.x);
    if (has('snow')) drawSnowGround(s);
    if (plan.style === 'neon' && !has('sea') && !has('lake') && !has('meadow') && !has('forest')) {
      drawNeonGrid(s, has('city') ? hy + h * 0.04 : hy);
    }
  }
  if (has('sea') || has('lake')) {
    const shown = has('moon') || has('sun') || sunset;
    drawWater(s, shown ? light : undefined);
    if (has('ship')) drawBoat(s);
    if (has('beach') || plan.shore !== undefined) drawBeach(s);
  }
  if (has('forest')) drawForest(s);
  if (has('meadow')) drawMeadow(s);
  if (plan.figure) drawFigure(s, plan.figure, false, light.x);
  if (plan.haze) drawHaze(s, hy, h * 0.45, 0.55);
}
