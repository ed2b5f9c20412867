import { useQueryClient } from '@tanstack/react-query';
import type { EditorAiTool } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { handledByApp } from '../../../app/query-client';
import { queryKeys } from '../../../app/query-keys';
import { aiApi } from './ai.api';
import { useAiSession } from './ai-session';
import { maskPng } from './mask-png';
import { documentAfterRun } from './result-doc';
import { runAiTool, sleep } from './run-ai-tool';

/**
 * Apply for the active AI tool: runs it while the editor shows itself busy, puts the result in as one undo
 * step, and keeps the balance current (charged when asked, refunded when a run fails). A 402 opens the
 * app's "Extra credits required" dialog; every other failure is shown in the panel.
 */
export function useAiRun(tool: EditorAiTool) {
  const { store, snapshot, session, state } = useAiSession();
  const queryClient = useQueryClient();

  const apply = async () => {
    const { settings, paths } = session.get();
    if (!settings || state.run) return;
    const { doc, source, canUndo } = store.get();
    const before = { width: doc.image.width, height: doc.image.height };
    const refreshBalance = () => void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    store.setUi({ busy: true });
    session.setRun({ tool, stage: 'preparing', progress: 0 });
    try {
      const result = await runAiTool(
        {
          tool,
          settings,
          itemId: source.itemId,
          doc,
          untouched: !canUndo,
          paths,
          exportPicture: () => store.exportPicture({ withText: false }),
        },
        { api: aiApi, maskPng, objectUrl: (blob) => URL.createObjectURL(blob), sleep },
        (progress) => {
          if (progress.stage === 'queued') refreshBalance();
          session.setRun({ tool, ...progress });
        },
      );
      store.replaceImage(result.image, documentAfterRun(tool, settings, before));
      session.finish({ tool, kind: 'done', credits: result.job.credits }, result.image);
    } catch (error) {
      // A 402 opens the buy-credits dialog; the panel still says why nothing happened.
      handledByApp(error);
      session.finish({ tool, kind: 'error', message: errorMessage(error) });
    } finally {
      store.setUi({ busy: false });
      refreshBalance();
    }
  };

  return { apply, run: state.run, outcome: state.outcome, busy: snapshot.ui.busy };
}
