import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import type { TextLayer } from '@muse/domain';
import { Group, Rect } from 'react-konva';
import type { LayerFontState } from '../fonts';
import { SpacedTextNode } from './spaced-text';
import { backgroundProps, textNodeProps } from './text-style';

export const TEXT_LAYER_NAME = 'text-layer';

export interface TextLayerNodeProps {
  layer: TextLayer;
  interactive: boolean;
  /** hidden while its text is edited in place */
  hidden: boolean;
  /** the layer's font: its key changes when it has loaded, so the text is measured again */
  font: LayerFontState;
  register: (id: string, node: Konva.Group | null) => void;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
  onDragMove: (id: string, e: KonvaEventObject<DragEvent>) => void;
  onDragEnd: (id: string) => void;
}

/**
 * One text layer: its background box and its text, turned about the box's centre. The group's position is
 * the centre (its offset is half the box), so rotating keeps the box in place.
 */
export function TextLayerNode({ layer, interactive, hidden, font, register, ...on }: TextLayerNodeProps) {
  const background = backgroundProps(layer);
  const text = textNodeProps(layer);
  return (
    <Group
      ref={(node) => register(layer.id, node)}
      id={layer.id}
      name={TEXT_LAYER_NAME}
      x={layer.x + layer.width / 2}
      y={layer.y + layer.height / 2}
      offsetX={layer.width / 2}
      offsetY={layer.height / 2}
      rotation={layer.rotation}
      opacity={hidden ? 0 : layer.opacity}
      listening={interactive}
      draggable={interactive}
      onMouseDown={() => on.onSelect(layer.id)}
      onTouchStart={() => on.onSelect(layer.id)}
      onDragStart={() => on.onSelect(layer.id)}
      onDragMove={(e) => on.onDragMove(layer.id, e)}
      onDragEnd={() => on.onDragEnd(layer.id)}
      onDblClick={() => on.onEdit(layer.id)}
      onDblTap={() => on.onEdit(layer.id)}
    >
      {/* A transparent box keeps the whole box clickable, not only the letters. */}
      <Rect
        name="text-box-background"
        width={layer.width}
        height={layer.height}
        fill={background?.fill ?? 'rgba(0,0,0,0)'}
        cornerRadius={background?.cornerRadius ?? 0}
      />
      {/* Until its font has loaded the text waits, rather than showing in a fallback font first. */}
      <SpacedTextNode
        key={`${font.key}:${layer.wordSpacing}`}
        name="text-box-text"
        {...text}
        visible={font.ready}
      />
    </Group>
  );
}
