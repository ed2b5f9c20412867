import type { EditorAiTool } from '@muse/domain';
import { useSyncExternalStore } from 'react';
import { useEditor } from '../state/editor-context';
import type { EditorStore } from '../state/editor-store';
import { startSettings, toolKind, type AiSettings, type PictureSize } from './ai-settings';
import type { LassoPath, Rectangle } from './lasso';
import type { RunProgress } from './run-ai-tool';

export interface AiRunState extends RunProgress {
  tool: EditorAiTool;
}

/** What the panel says under Apply: the last run's failure, or what it cost. */
export type AiOutcome =
  | { tool: EditorAiTool; kind: 'error'; message: string }
  | { tool: EditorAiTool; kind: 'done'; credits: number };

export interface AiSessionState {
  /** the tool the settings were made for */
  tool: EditorAiTool | null;
  settings: AiSettings | null;
  /** the area edit's closed lasso paths, in picture pixels */
  paths: readonly LassoPath[];
  /** the rectangle being typed in the area edit's fields (shown on the picture until added), or null */
  rectangle: Rectangle | null;
  run: AiRunState | null;
  outcome: AiOutcome | null;
}

type Listener = () => void;

/**
 * The AI tools' state for one editing session, shared by the settings panel and the canvas overlay (they
 * live in different trees): each tool's settings, the lasso paths and the run in progress.
 */
export class AiSession {
  private state: AiSessionState = {
    tool: null,
    settings: null,
    paths: [],
    rectangle: null,
    run: null,
    outcome: null,
  };
  private listeners = new Set<Listener>();

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get = () => this.state;

  /**
   * Chooses a tool: its settings start afresh (spec §4 Editor). The lasso stays when moving between the two
   * area edits, which take the same mask.
   */
  enter(tool: EditorAiTool, description: string, picture: PictureSize): void {
    if (this.state.tool === tool) return;
    const keepPaths =
      this.state.tool !== null && toolKind(this.state.tool) === 'area' && toolKind(tool) === 'area';
    this.set({
      tool,
      settings: startSettings(tool, description, picture),
      paths: keepPaths ? this.state.paths : [],
      rectangle: keepPaths ? this.state.rectangle : null,
      outcome: this.state.run ? this.state.outcome : null,
    });
  }

  change(patch: Partial<AiSettings>): void {
    if (!this.state.settings) return;
    this.set({ settings: { ...this.state.settings, ...patch }, outcome: null });
  }

  changeOutpaint(patch: Partial<AiSettings['outpaint']>): void {
    const settings = this.state.settings;
    if (!settings) return;
    this.set({ settings: { ...settings, outpaint: { ...settings.outpaint, ...patch } }, outcome: null });
  }

  addPath(path: LassoPath): void {
    this.set({ paths: [...this.state.paths, path], outcome: null });
  }

  clearPaths(): void {
    this.set({ paths: [] });
  }

  /** Opens, changes or (with null) closes the rectangle typed in the fields. */
  setRectangle(rectangle: Rectangle | null): void {
    this.set({ rectangle });
  }

  setRun(run: AiRunState | null): void {
    this.set({ run });
  }

  /**
   * A run ended. After a result the lasso (and a rectangle being typed) is cleared and the expand sizes start again from the new picture;
   * the prompt, weights and the expand's position stay for another try.
   */
  finish(outcome: AiOutcome, picture?: PictureSize): void {
    const { tool, settings } = this.state;
    const next: Partial<AiSessionState> = { run: null, outcome };
    if (picture && tool && settings) {
      next.paths = [];
      next.rectangle = null;
      const { width, height } = startSettings(tool, '', picture).outpaint;
      next.settings = { ...settings, outpaint: { ...settings.outpaint, width, height } };
    }
    this.set(next);
  }

  private set(patch: Partial<AiSessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

const sessions = new WeakMap<EditorStore, AiSession>();

/** The AI session of an editor store (made on first use, gone with the store). */
export function aiSessionOf(store: EditorStore): AiSession {
  let session = sessions.get(store);
  if (!session) {
    session = new AiSession();
    sessions.set(store, session);
  }
  return session;
}

/** The editor's store and snapshot with its AI session and that session's state. */
export function useAiSession() {
  const editor = useEditor();
  const session = aiSessionOf(editor.store);
  const state = useSyncExternalStore(session.subscribe, session.get, session.get);
  return { ...editor, session, state };
}
