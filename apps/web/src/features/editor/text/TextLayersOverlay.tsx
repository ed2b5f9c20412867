import { useMediaQuery } from '@mantine/hooks';
import { ROTATION_KEY_ANGLES, ROTATION_SNAP_WITHIN, snapRotation, type TextLayer } from '@muse/domain';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useRef, useState } from 'react';
import { Group, Line, Transformer } from 'react-konva';
import { useLayerFonts } from '../fonts';
import { useEditor } from '../state/editor-context';
import { fitFontSize } from './auto-fit';
import { editInPlace } from './inline-editor';
import { resizedBox, snapGuides, snapMove, updateLayer } from './layer-edits';
import { TEXT_LAYER_NAME, TextLayerNode } from './TextLayerNode';
import { useTextShortcuts } from './use-text-shortcuts';

/** Everything drawn for editing only; the exporter hides nodes of this name. */
const EDITOR_UI = 'editor-ui';
const GUIDE_COLOUR = '#FF40A0';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The text layers on the canvas, in picture pixels (inside the canvas's scaled group; `scale` is screen pixels
 * per picture pixel). With the text tool active they can be selected, dragged with 8 px snapping, resized and
 * turned with a transformer, and edited in place by double-click; a gesture is one undo step.
 */
export function TextLayersOverlay({ scale }: { scale: number }) {
  const { store, snapshot } = useEditor();
  const { textLayers, image } = snapshot.doc;
  const { selectedLayerId, activeTool, busy } = snapshot.ui;
  const interactive = activeTool === 'text' && !busy;
  const mobile = !!useMediaQuery('(max-width: 767px)');
  const fontOf = useLayerFonts(textLayers.map((l) => l.fontFamily));
  const [guides, setGuides] = useState<{ x: number | null; y: number | null }>({ x: null, y: null });
  const [editingId, setEditingId] = useState<string | null>(null);
  const nodes = useRef(new Map<string, Konva.Group>());
  const transformer = useRef<Konva.Transformer>(null);
  /** the layer's box during a transformer gesture (its scale is folded into the size on every move) */
  const gesture = useRef<{ id: string; start: TextLayer; box: Box } | null>(null);
  useTextShortcuts(store, interactive);

  const selected = textLayers.find((l) => l.id === selectedLayerId) ?? null;
  const otherAngles = textLayers.filter((l) => l.id !== selectedLayerId).map((l) => l.rotation);

  // The transformer follows the selected layer.
  useEffect(() => {
    const tr = transformer.current;
    if (!tr) return;
    const node = selected && editingId !== selected.id ? nodes.current.get(selected.id) : undefined;
    tr.nodes(node ? [node] : []);
    tr.getLayer()?.batchDraw();
  });

  // A press on the picture outside every layer deselects.
  useEffect(() => {
    const stage = transformer.current?.getStage();
    if (!stage || !interactive) return;
    const onDown = (e: KonvaEventObject<PointerEvent>) => {
      const onLayer = e.target.findAncestor(`.${TEXT_LAYER_NAME}`, true);
      const onUi = e.target.findAncestor(`.${EDITOR_UI}`, true) || e.target.findAncestor('Transformer', true);
      if (!onLayer && !onUi && store.get().ui.selectedLayerId) store.setUi({ selectedLayerId: null });
    };
    stage.on('pointerdown.textlayers', onDown);
    return () => void stage.off('pointerdown.textlayers');
  }, [store, interactive]);

  const layerById = (id: string) => store.get().doc.textLayers.find((l) => l.id === id);

  const onDragMove = (id: string, e: KonvaEventObject<DragEvent>) => {
    const layer = layerById(id);
    const node = nodes.current.get(id);
    // Drags of anything else (the transformer's anchors) are not moves of the layer.
    if (!layer || !node || (e.target as Konva.Node) !== node) return;
    const snapped = snapMove(
      layer,
      { x: node.x() - layer.width / 2, y: node.y() - layer.height / 2 },
      snapGuides(image, store.get().doc.textLayers, id),
    );
    node.position({ x: snapped.x + layer.width / 2, y: snapped.y + layer.height / 2 });
    setGuides({ x: snapped.guideX, y: snapped.guideY });
    store.preview(updateLayer(id, { x: Math.round(snapped.x), y: Math.round(snapped.y) }));
  };

  const onDragEnd = () => {
    setGuides({ x: null, y: null });
    store.commit();
  };

  const onTransformStart = () => {
    if (!selected) return;
    gesture.current = { id: selected.id, start: selected, box: { ...selected } };
  };

  const onTransform = () => {
    const g = gesture.current;
    const node = g && nodes.current.get(g.id);
    if (!g || !node) return;
    const box = resizedBox({ ...g.start, ...g.box }, node.position(), node.scale() ?? { x: 1, y: 1 });
    const rotating = transformer.current?.getActiveAnchor() === 'rotater';
    const rotation = rotating
      ? mobile
        ? Math.round(node.rotation() / 15) * 15
        : snapRotation(node.rotation(), otherAngles)
      : g.start.rotation;
    // Fold the scale into the box at once, so the text reflows instead of stretching.
    node.setAttrs({ scaleX: 1, scaleY: 1, rotation, offsetX: box.width / 2, offsetY: box.height / 2 });
    for (const child of node.getChildren()) child.setAttrs({ width: box.width, height: box.height });
    g.box = box;
    store.preview(updateLayer(g.id, { ...box, rotation: Math.round(rotation * 10) / 10 }));
  };

  const onTransformEnd = () => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    const resized = g.box.width !== g.start.width || g.box.height !== g.start.height;
    // A new box size fits the font size to it (spec §4).
    store.commit(updateLayer(g.id, (l) => (resized ? { fontSize: fitFontSize(l) } : {})));
  };

  const onEdit = (id: string) => {
    const layer = layerById(id);
    const node = nodes.current.get(id);
    if (!layer || !node || !interactive) return;
    setEditingId(id);
    editInPlace(node, layer, (content) => {
      setEditingId(null);
      if (content === null || content === layer.content) return;
      store.commit(updateLayer(id, (l) => ({ content, fontSize: fitFontSize({ ...l, content }) })));
    });
  };

  const guideWidth = 1 / scale;
  return (
    <Group name="text-layers">
      {textLayers.map((layer) => (
        <TextLayerNode
          key={layer.id}
          layer={layer}
          interactive={interactive}
          hidden={editingId === layer.id}
          font={fontOf(layer.fontFamily)}
          register={(id, node) => (node ? nodes.current.set(id, node) : nodes.current.delete(id))}
          onSelect={(id) => store.get().ui.selectedLayerId !== id && store.setUi({ selectedLayerId: id })}
          onEdit={onEdit}
          onDragMove={onDragMove}
          onDragEnd={onDragEnd}
        />
      ))}
      {guides.x !== null && (
        <Line
          name={EDITOR_UI}
          points={[guides.x, 0, guides.x, image.height]}
          stroke={GUIDE_COLOUR}
          strokeWidth={guideWidth}
          dash={[6 / scale, 4 / scale]}
          listening={false}
        />
      )}
      {guides.y !== null && (
        <Line
          name={EDITOR_UI}
          points={[0, guides.y, image.width, guides.y]}
          stroke={GUIDE_COLOUR}
          strokeWidth={guideWidth}
          dash={[6 / scale, 4 / scale]}
          listening={false}
        />
      )}
      <Transformer
        ref={transformer}
        name={EDITOR_UI}
        visible={interactive && !!selected && editingId === null}
        rotationSnaps={mobile ? [] : [...ROTATION_KEY_ANGLES, ...otherAngles]}
        rotationSnapTolerance={ROTATION_SNAP_WITHIN}
        keepRatio={false}
        flipEnabled={false}
        anchorSize={mobile ? 12 : 9}
        // Fingers need room: on phones only the corners resize.
        enabledAnchors={mobile ? ['top-left', 'top-right', 'bottom-left', 'bottom-right'] : undefined}
        rotateAnchorOffset={mobile ? 36 : 28}
        borderStroke="#3F6FFF"
        anchorStroke="#3F6FFF"
        boundBoxFunc={(oldBox, newBox) =>
          Math.abs(newBox.width) < 50 * scale || Math.abs(newBox.height) < 20 * scale ? oldBox : newBox
        }
        onTransformStart={onTransformStart}
        onTransform={onTransform}
        onTransformEnd={onTransformEnd}
      />
    </Group>
  );
}
