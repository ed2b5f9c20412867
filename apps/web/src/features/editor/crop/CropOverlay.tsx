import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useRef } from 'react';
import { Circle, Group, Rect } from 'react-konva';
import { useEditor } from '../state/editor-context';
import { cropGestureAt, dragCrop, type CropGesture } from './crop-drag';
import { cropSessionOf, useCropRect } from './crop-session';
import type { Rect as Area } from '@muse/domain';

const EDITOR_UI = 'editor-ui';
const SHADE = 'rgba(0,0,0,0.55)';

/**
 * The crop area over the picture (picture pixels; `scale` is screen pixels per picture pixel): the outside
 * shaded, a frame and four corner handles. Pressing a corner resizes, inside moves, outside draws anew.
 */
export function CropOverlay({ scale }: { scale: number }) {
  const { store, snapshot } = useEditor();
  const session = cropSessionOf(store);
  const rect = useCropRect(session);
  const { width, height } = snapshot.doc.image;
  const group = useRef<Konva.Group>(null);
  const gesture = useRef<{ kind: CropGesture; start: Area | null; from: { x: number; y: number } } | null>(
    null,
  );

  const pointer = () => group.current?.getRelativePointerPosition() ?? null;

  useEffect(() => {
    const stage = group.current?.getStage();
    if (!stage) return;
    const move = (e: PointerEvent) => {
      const g = gesture.current;
      if (!g) return;
      stage.setPointersPositions(e);
      const at = pointer();
      if (at) session.set(dragCrop(g.kind, g.start, g.from, at, { width, height }));
    };
    const up = () => void (gesture.current = null);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  }, [session, width, height]);

  const onDown = (e: KonvaEventObject<PointerEvent>) => {
    e.cancelBubble = true;
    const at = pointer();
    if (!at) return;
    gesture.current = { kind: cropGestureAt(rect, at, scale), start: rect, from: at };
  };

  const line = 1.5 / scale;
  const handle = 6 / scale;
  return (
    <Group ref={group} name={EDITOR_UI}>
      {/* catches presses anywhere on the picture */}
      <Rect x={0} y={0} width={width} height={height} fill="rgba(0,0,0,0.001)" onPointerDown={onDown} />
      {rect && (
        <Group listening={false}>
          <Rect x={0} y={0} width={width} height={rect.y} fill={SHADE} />
          <Rect
            x={0}
            y={rect.y + rect.height}
            width={width}
            height={height - rect.y - rect.height}
            fill={SHADE}
          />
          <Rect x={0} y={rect.y} width={rect.x} height={rect.height} fill={SHADE} />
          <Rect
            x={rect.x + rect.width}
            y={rect.y}
            width={width - rect.x - rect.width}
            height={rect.height}
            fill={SHADE}
          />
          <Rect {...rect} stroke="#FFFFFF" strokeWidth={line} dash={[8 / scale, 4 / scale]} />
          {[
            [rect.x, rect.y],
            [rect.x + rect.width, rect.y],
            [rect.x, rect.y + rect.height],
            [rect.x + rect.width, rect.y + rect.height],
          ].map(([x, y], i) => (
            <Circle key={i} x={x} y={y} radius={handle} fill="#FFFFFF" stroke="#3F6FFF" strokeWidth={line} />
          ))}
        </Group>
      )}
    </Group>
  );
}
