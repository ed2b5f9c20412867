import { nativeBridge } from '../../app/native-bridge';

/**
 * Sharing a wizard result: the app wrapper's native share when the page runs inside it, else the browser's
 * share sheet, else the link is copied (the page then says "Copied" for 2 s).
 */
export const COPIED_MS = 2000;

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** What sharing may use; tests pass fakes, the page passes `browserShareTools()`. */
export interface ShareTools {
  /** the wrapper's bridge (`window.museNative.share`), when it has one */
  nativeShare?: (url: string, title: string) => unknown;
  webShare?: (data: { url: string; title: string }) => Promise<void>;
  copy?: (text: string) => Promise<void>;
}

export async function shareLink(url: string, title: string, tools: ShareTools): Promise<ShareOutcome> {
  if (tools.nativeShare) {
    await tools.nativeShare(url, title);
    return 'shared';
  }
  if (tools.webShare) {
    try {
      await tools.webShare({ url, title });
      return 'shared';
    } catch (error) {
      // The user closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      if (!tools.copy) throw error;
    }
  }
  if (!tools.copy) throw new Error('This browser cannot share or copy links.');
  await tools.copy(url);
  return 'copied';
}

/** The tools of this browser (and of the app wrapper around it, when there is one). */
export function browserShareTools(): ShareTools {
  const bridge = nativeBridge();
  const nav = window.navigator;
  return {
    ...(typeof bridge?.share === 'function'
      ? { nativeShare: (url: string, title: string) => bridge.share!(url, title) }
      : {}),
    ...(typeof nav.share === 'function' ? { webShare: (data) => nav.share(data) } : {}),
    ...(nav.clipboard ? { copy: (text: string) => nav.clipboard.writeText(text) } : {}),
  };
}
