import { Rect, Text } from 'react-konva';
import { outpaintOffset } from '../ai-settings';
import { useAiSession } from '../ai-session';

/** Konva name of nodes left out of the exported picture. */
const UI = 'editor-ui';
const EDGE = '#228be6';
const NEW_AREA = 'rgba(34, 139, 230, 0.18)';

/** Expand: the new frame around the picture (picture pixels), its new areas tinted, and its size. */
export function ExpandFrameOverlay({ scale }: { scale: number }) {
  const { snapshot, state } = useAiSession();
  const o = state.settings?.outpaint;
  if (!o || state.tool !== 'outpaint-model2') return null;
  const picture = { width: snapshot.doc.image.width, height: snapshot.doc.image.height };
  const { x, y } = outpaintOffset(picture, o);
  const left = -x;
  const top = -y;
  const bands = [
    { x: left, y: top, width: o.width, height: y },
    { x: left, y: picture.height, width: o.width, height: o.height - picture.height - y },
    { x: left, y: 0, width: x, height: picture.height },
    { x: picture.width, y: 0, width: o.width - picture.width - x, height: picture.height },
  ].filter((b) => b.width > 0 && b.height > 0);
  return (
    <>
      {bands.map((b, i) => (
        <Rect key={i} {...b} fill={NEW_AREA} name={UI} listening={false} />
      ))}
      <Rect
        x={left}
        y={top}
        width={o.width}
        height={o.height}
        stroke={EDGE}
        strokeWidth={2 / scale}
        dash={[8 / scale, 6 / scale]}
        name={UI}
        listening={false}
      />
      <Text
        x={left + 6 / scale}
        y={top + 6 / scale}
        text={`${o.width}×${o.height}`}
        fontSize={14 / scale}
        fill="#fff"
        shadowColor="#000"
        shadowBlur={4 / scale}
        name={UI}
        listening={false}
      />
    </>
  );
}
