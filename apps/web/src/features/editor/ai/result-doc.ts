import { DEFAULT_ADJUSTMENTS, type EditorAiTool } from '@muse/domain';
import type { EditorDocument } from '../state/editor-document';
import { outpaintOffset, type AiSettings, type PictureSize } from './ai-settings';

/**
 * The document around a tool's result: the adjustments are baked into the picture the tool worked on, so
 * they return to their defaults; text layers keep their place on the picture (moved with it in an expand,
 * scaled with it in an upscale).
 */
export function documentAfterRun(
  tool: EditorAiTool,
  settings: AiSettings,
  before: PictureSize,
): (doc: EditorDocument) => EditorDocument {
  return (doc) => {
    let textLayers = doc.textLayers;
    if (tool === 'outpaint-model2') {
      const { x, y } = outpaintOffset(before, settings.outpaint);
      textLayers = textLayers.map((l) => ({ ...l, x: l.x + x, y: l.y + y }));
    } else if (tool === 'upscale') {
      const f = settings.factor;
      textLayers = textLayers.map((l) => ({
        ...l,
        x: l.x * f,
        y: l.y * f,
        width: l.width * f,
        height: l.height * f,
        fontSize: l.fontSize * f,
        padding: l.padding * f,
        strokeWidth: l.strokeWidth * f,
      }));
    }
    return { ...doc, adjustments: { ...DEFAULT_ADJUSTMENTS }, textLayers };
  };
}
