import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useRef, useState } from 'react';
import { Line, Rect } from 'react-konva';
import { useAiSession } from '../ai-session';
import {
  MIN_POINT_GAP,
  clampPoint,
  clampRectangle,
  enclosesArea,
  extendPath,
  flatPoints,
  type LassoPath,
} from '../lasso';

/** Konva name of nodes left out of the exported picture. */
const UI = 'editor-ui';
const STROKE = '#ff4081';
const FILL = 'rgba(255, 64, 129, 0.28)';

/**
 * The area edit's lasso on the picture (picture pixels, inside the canvas's scaled group): press and draw
 * around an area; releasing closes it. Several areas may be drawn; the panel clears them. A rectangle being
 * typed in the panel shows as a dashed frame until it is added.
 */
export function LassoOverlay({ scale }: { scale: number }) {
  const { snapshot, session, state } = useAiSession();
  const { width, height } = snapshot.doc.image;
  const [drawing, setDrawing] = useState<LassoPath | null>(null);
  const drawingRef = useRef<LassoPath | null>(null);
  const locked = snapshot.ui.busy || state.run !== null;
  const typed = state.rectangle && clampRectangle(state.rectangle, { width, height });

  const update = (path: LassoPath | null) => {
    drawingRef.current = path;
    setDrawing(path);
  };

  // The press may end outside the canvas: the window hears it.
  useEffect(() => {
    if (!drawing) return;
    const end = () => {
      const path = drawingRef.current;
      update(null);
      if (path && enclosesArea(path)) session.addPath(path);
    };
    window.addEventListener('mouseup', end);
    window.addEventListener('touchend', end);
    window.addEventListener('touchcancel', end);
    return () => {
      window.removeEventListener('mouseup', end);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', end);
    };
  }, [drawing !== null, session]); // eslint-disable-line react-hooks/exhaustive-deps

  const pointOf = (e: KonvaEventObject<MouseEvent | TouchEvent>) => {
    const p = e.target.getRelativePointerPosition();
    return p ? clampPoint(p, { width, height }) : null;
  };
  const start = (e: KonvaEventObject<MouseEvent | TouchEvent>) => {
    e.cancelBubble = true;
    const p = pointOf(e);
    if (p) update([p]);
  };
  const move = (e: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (!drawingRef.current) return;
    e.cancelBubble = true;
    e.evt.preventDefault();
    const p = pointOf(e);
    if (p) update(extendPath(drawingRef.current, p, MIN_POINT_GAP / scale));
  };
  const cursor = (value: string) => (e: KonvaEventObject<MouseEvent>) => {
    const container = e.target.getStage()?.container();
    if (container) container.style.cursor = value;
  };

  const line = {
    name: UI,
    stroke: STROKE,
    strokeWidth: 2 / scale,
    lineJoin: 'round' as const,
    listening: false,
  };
  return (
    <>
      {state.paths.map((path, i) => (
        <Line key={i} points={flatPoints(path)} closed fill={FILL} dash={[6 / scale, 4 / scale]} {...line} />
      ))}
      {drawing && <Line points={flatPoints(drawing)} {...line} />}
      {typed && <Rect {...typed} dash={[6 / scale, 4 / scale]} {...line} />}
      <Rect
        name="editor-ui lasso-area"
        x={0}
        y={0}
        width={width}
        height={height}
        fill="transparent"
        listening={!locked}
        onMouseDown={start}
        onTouchStart={start}
        onMouseMove={move}
        onTouchMove={move}
        onMouseEnter={cursor('crosshair')}
        onMouseLeave={cursor('')}
      />
    </>
  );
}
