import { Alert, Badge, Center, Group, Loader } from '@mantine/core';
import { useElementSize, useViewportSize } from '@mantine/hooks';
import { fitCanvas } from '@muse/domain';
import type Konva from 'konva';
import { useCallback, useEffect, useRef } from 'react';
import { Group as KGroup, Image as KImage, Layer, Stage } from 'react-konva';
import { aiCanvasHint, useAiCanvasFrame } from '../ai';
import { TextLayersOverlay } from '../text';
import { ToolOverlay } from '../tool-panels';
import { useEditor } from '../state/editor-context';
import { exportPicture } from './export-picture';
import { useLoadedImage } from './use-loaded-image';
import { usePreviewBitmap } from './use-preview-bitmap';
import classes from './EditorCanvas.module.css';

/**
 * The picture being edited: a Konva stage fitted to the space (never wider than the viewport minus 100 px or
 * taller than it minus 300 px), the picture drawn at screen size with its adjustments, and, in picture pixels
 * inside a scaled group, the text layers and the active tool's overlay. It also registers how the picture is
 * exported at full size.
 */
export function EditorCanvas() {
  const { store, snapshot } = useEditor();
  const { image, adjustments } = snapshot.doc;
  const { activeTool, busy } = snapshot.ui;
  const { ref: box, width: boxWidth } = useElementSize();
  const viewport = useViewportSize();
  const { img, error } = useLoadedImage(image.url);
  const imageNode = useRef<Konva.Image>(null);
  const textGroup = useRef<Konva.Group>(null);

  // Expand shows its new frame around the picture: the stage fits the frame then (helper C's hook).
  const frame = useAiCanvasFrame(activeTool) ?? { x: 0, y: 0, width: image.width, height: image.height };
  const fit = fitCanvas(frame, {
    width: Math.min(viewport.width, boxWidth + 100),
    height: Math.max(viewport.height, 420),
  });
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const redraw = useCallback(() => imageNode.current?.getLayer()?.batchDraw(), []);
  const preview = usePreviewBitmap(
    img,
    {
      width: Math.min(image.width, Math.round(fit.width * dpr)),
      height: Math.min(image.height, Math.round(fit.height * dpr)),
    },
    adjustments,
    redraw,
  );

  useEffect(() => {
    store.setExporter((options) =>
      exportPicture(store.get().doc, options?.withText === false ? null : textGroup.current),
    );
    return () => store.setExporter(null);
  }, [store]);

  const ready = !!img && boxWidth > 0 && !!preview;
  const hint = aiCanvasHint(activeTool);
  return (
    <div className={classes.area}>
      <Group gap={6} className={classes.badges} role="group" aria-label="Picture size">
        <Badge variant="light" color="gray" size="lg" radius="sm">
          W {image.width}
        </Badge>
        <Badge variant="light" color="gray" size="lg" radius="sm">
          H {image.height}
        </Badge>
      </Group>
      <div ref={box} className={classes.stageBox} aria-busy={!ready || busy}>
        {error && !img && (
          <Alert color="red" title="Couldn’t show the picture" role="alert">
            {error.message} Reload the page to try again.
          </Alert>
        )}
        {!error && !ready && (
          <Center mih={240} role="status" aria-label="Loading the picture">
            <Loader type="dots" />
          </Center>
        )}
        {ready && (
          <div
            role="img"
            aria-label={`The picture, ${image.width} by ${image.height} pixels${hint ? `. ${hint}` : ''}`}
            // While a tool takes a drawing, the picture is reached with Tab and says how else to choose.
            tabIndex={hint ? 0 : undefined}
            className={hint ? classes.focusable : undefined}
          >
            <Stage width={fit.width} height={fit.height} className={classes.stage}>
              <Layer>
                <KGroup
                  x={-frame.x * fit.scale}
                  y={-frame.y * fit.scale}
                  scaleX={fit.scale}
                  scaleY={fit.scale}
                >
                  <KImage
                    ref={imageNode}
                    image={preview}
                    width={image.width}
                    height={image.height}
                    listening={false}
                  />
                  <KGroup ref={textGroup}>
                    <TextLayersOverlay scale={fit.scale} />
                  </KGroup>
                  <ToolOverlay tool={activeTool} scale={fit.scale} />
                </KGroup>
              </Layer>
            </Stage>
          </div>
        )}
        {busy && (
          <div className={classes.busy} role="status" aria-label="Working on the picture">
            <Loader color="white" />
          </div>
        )}
      </div>
    </div>
  );
}
