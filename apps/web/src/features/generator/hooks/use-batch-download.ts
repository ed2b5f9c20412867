import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImageItem } from '@muse/contracts';
import { saveFile } from '../../../app/native-bridge';
import { notifyError, notifySuccess } from '../../../app/notify';
import { downloadInTurn } from '../batch-download';
import { generatorApi } from '../generator.api';

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Downloads a selection of finished pictures one after another, 2 s apart; stoppable; says how it went. */
export function useBatchDownload() {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops the sequence.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (items: readonly ImageItem[]) => {
    const files = items
      .filter((i) => i.imageUrl)
      .map((i) => ({ filename: i.filename, name: i.name, video: !!i.video }));
    if (files.length === 0) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0, total: files.length });
    const { saved, failed } = await downloadInTurn(
      files,
      {
        urlOf: async (f) => (await generatorApi.downloadUrl(f.filename)).url,
        save: (url, name) => saveFile(url, name),
        wait,
        onProgress: (done) => setProgress({ done, total: files.length }),
      },
      { signal: abort.signal },
    );
    setProgress(null);
    controller.current = null;
    if (failed > 0)
      notifyError(new Error(`${failed} of ${files.length} could not be downloaded.`), {
        title: `Downloaded ${saved} of ${files.length}`,
      });
    else if (saved > 0) notifySuccess(`Downloaded ${saved} ${saved === 1 ? 'picture' : 'pictures'}`);
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);
  return { start, stop, progress };
}
