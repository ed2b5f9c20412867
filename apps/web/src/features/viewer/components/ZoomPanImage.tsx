import { useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, WheelEvent } from 'react';
import { clampZoom, ZOOM_STEP } from '../zoom';
import classes from './ViewerPage.module.css';

interface ZoomPanImageProps {
  src: string;
  alt: string;
  zoom: number;
  onZoom: (zoom: number) => void;
}

/** The image at a zoom of 0.5–2, dragged to pan; the wheel zooms. */
export function ZoomPanImage({ src, alt, zoom, onZoom }: ZoomPanImageProps) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setOffset({ x: d.ox + e.clientX - d.x, y: d.oy + e.clientY - d.y });
  };
  const end = () => {
    drag.current = null;
  };
  const onWheel = (e: WheelEvent<HTMLDivElement>) =>
    onZoom(clampZoom(zoom + (e.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP)));

  return (
    <div
      className={classes.stage}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
      onWheel={onWheel}
      onDoubleClick={() => {
        setOffset({ x: 0, y: 0 });
        onZoom(1);
      }}
    >
      <img
        src={src}
        alt={alt}
        draggable={false}
        className={classes.image}
        style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
      />
    </div>
  );
}
