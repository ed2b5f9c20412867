import { isAiTool, type EditorTool } from '@muse/domain';
import type { ReactNode } from 'react';
import { AiCanvasOverlay, AiToolPanel } from './ai';
import { CropOverlay } from './crop/CropOverlay';
import { CropPanel } from './crop/CropPanel';
import { BasicPanel } from './panels/BasicPanel';
import { EffectsPanel } from './panels/EffectsPanel';
import { ResizePanel } from './panels/ResizePanel';
import { TransformPanel } from './panels/TransformPanel';
import { TextPanel } from './text';

/** The settings panel of the active tool. */
export function ToolPanel({ tool }: { tool: EditorTool }): ReactNode {
  if (isAiTool(tool)) return <AiToolPanel key={tool} tool={tool} />;
  switch (tool) {
    case 'basic':
      return <BasicPanel />;
    case 'crop':
      return <CropPanel />;
    case 'resize':
      return <ResizePanel />;
    case 'effects':
      return <EffectsPanel />;
    case 'transform':
      return <TransformPanel />;
    case 'text':
      return <TextPanel />;
  }
}

/**
 * What the active tool draws over the picture, inside the canvas's scaled group (picture pixels). The text
 * layers are drawn by the canvas for every tool (they are part of the picture); this is only the tool's own.
 */
export function ToolOverlay({ tool, scale }: { tool: EditorTool; scale: number }): ReactNode {
  if (isAiTool(tool)) return <AiCanvasOverlay tool={tool} scale={scale} />;
  if (tool === 'crop') return <CropOverlay scale={scale} />;
  return null;
}
