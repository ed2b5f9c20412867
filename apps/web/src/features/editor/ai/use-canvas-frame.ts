import type { EditorTool } from '@muse/domain';
import { useSyncExternalStore } from 'react';
import { useEditorStore } from '../state/editor-context';
import { outpaintOffset } from './ai-settings';
import { aiSessionOf } from './ai-session';

export interface CanvasFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of the picture plane (picture pixels) the canvas should show for the active tool: for Expand the
 * new, larger frame around the picture, so its overlay is seen whole; null for every other tool (the picture).
 */
export function useAiCanvasFrame(tool: EditorTool): CanvasFrame | null {
  const store = useEditorStore();
  const session = aiSessionOf(store);
  const state = useSyncExternalStore(session.subscribe, session.get, session.get);
  const picture = useSyncExternalStore(store.subscribe, () => store.get().doc.image);
  const o = state.settings?.outpaint;
  if (tool !== 'outpaint-model2' || state.tool !== tool || !o) return null;
  const { x, y } = outpaintOffset(picture, o);
  return {
    x: -x,
    y: -y,
    width: Math.max(o.width, picture.width),
    height: Math.max(o.height, picture.height),
  };
}
