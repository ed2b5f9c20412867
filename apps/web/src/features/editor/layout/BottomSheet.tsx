import { CloseButton, Group, Text } from '@mantine/core';
import { sheetShouldClose } from '@muse/domain';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import classes from './EditorLayout.module.css';

/**
 * The settings panel on small screens: a sheet over the bottom of the screen. Dragging its handle down
 * more than 30 % of its height closes it; a shorter drag springs back.
 */
export function BottomSheet({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const sheet = useRef<HTMLElement>(null);
  const start = useRef<number | null>(null);
  const [dragged, setDragged] = useState(0);

  const down = (e: PointerEvent<HTMLDivElement>) => {
    start.current = e.clientY;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    setDragged(Math.max(0, e.clientY - start.current));
  };
  const up = () => {
    if (start.current === null) return;
    start.current = null;
    const height = sheet.current?.offsetHeight ?? 0;
    setDragged(0);
    if (sheetShouldClose(dragged, height)) onClose();
  };

  return (
    <section
      ref={sheet}
      className={classes.sheet}
      style={{ transform: dragged ? `translateY(${dragged}px)` : undefined }}
      data-dragging={dragged > 0 || undefined}
      aria-label={`${title} settings`}
    >
      <div
        className={classes.handleArea}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        aria-hidden
      >
        <span className={classes.handle} />
      </div>
      <Group justify="space-between" px="md" pb="xs" wrap="nowrap">
        <Text fw={600}>{title}</Text>
        <CloseButton aria-label="Hide settings" onClick={onClose} />
      </Group>
      <div className={classes.sheetBody}>{children}</div>
    </section>
  );
}
