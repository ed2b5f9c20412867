import { useQuery } from '@tanstack/react-query';
import { isContextTool, type EditorAiTool } from '@muse/domain';
import { aiApi } from './ai.api';

/**
 * Why a words-driven tool cannot run on this server (it has no hosted model for it), in the user's words, so
 * the panel says so before Apply; null when it can, for other tools, and while the answer is not known (the
 * server checks again on Apply).
 */
export function useToolUnavailable(tool: EditorAiTool): string | null {
  const context = isContextTool(tool);
  const tools = useQuery({
    queryKey: ['editor', 'edit-tools'],
    queryFn: ({ signal }) => aiApi.tools(signal),
    enabled: context,
    // What the server is set up with changes only when it restarts.
    staleTime: 10 * 60_000,
  });
  if (!context || !tools.data) return null;
  const entry = tools.data.context.find((t) => t.tool === tool);
  return entry && !entry.available ? tools.data.needs : null;
}
