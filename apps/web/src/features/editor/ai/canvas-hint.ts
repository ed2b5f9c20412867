import { isAiTool, type EditorTool } from '@muse/domain';
import { toolKind } from './ai-settings';

/**
 * What the picture says to someone who reaches it with the keyboard or a screen reader while a tool takes
 * a drawing on it (the area edit): the two ways to choose an area. Null for other tools.
 */
export function aiCanvasHint(tool: EditorTool): string | null {
  if (!isAiTool(tool) || toolKind(tool) !== 'area') return null;
  return (
    'To choose the part to change, draw around it with a mouse or a finger, ' +
    'or use “Select a rectangle” in the settings to type its position and size.'
  );
}
