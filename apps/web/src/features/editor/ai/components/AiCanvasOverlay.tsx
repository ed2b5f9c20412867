import type { EditorAiTool } from '@muse/domain';
import { toolKind } from '../ai-settings';
import { ExpandFrameOverlay } from './ExpandFrameOverlay';
import { LassoOverlay } from './LassoOverlay';

/**
 * What an AI tool draws over the picture, inside the canvas's scaled group (picture pixels; `scale` keeps
 * lines one screen width): the area edit's lasso, or expand's new frame.
 */
export function AiCanvasOverlay({ tool, scale }: { tool: EditorAiTool; scale: number }) {
  const kind = toolKind(tool);
  if (kind === 'area') return <LassoOverlay scale={scale} />;
  if (kind === 'expand') return <ExpandFrameOverlay scale={scale} />;
  return null;
}
