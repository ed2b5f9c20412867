import { DEFAULT_ADJUSTMENTS, type EditorTool } from '@muse/domain';
import { useSyncExternalStore } from 'react';
import type { EditorDocument, EditorSource, WorkingImage } from './editor-document';

/** How many steps undo goes back. */
export const HISTORY_LIMIT = 50;

export interface EditorUiState {
  activeTool: EditorTool;
  /** the settings panel (a bottom sheet on mobile) is shown */
  panelOpen: boolean;
  selectedLayerId: string | null;
  /** an AI tool is running: the canvas and the tools that change the picture wait */
  busy: boolean;
}

export interface EditorSnapshot {
  doc: EditorDocument;
  ui: EditorUiState;
  source: EditorSource;
  canUndo: boolean;
  canRedo: boolean;
  /** the picture differs from how it was opened or last saved (undoing back to it counts as no change) */
  unsaved: boolean;
}

type Listener = () => void;
/** Draws the document as it looks (adjustments and text baked in) at its full size. */
export type PictureExporter = (options?: { withText?: boolean }) => Promise<Blob>;

/**
 * One editing session: the document with its undo history, and the editor's UI state. Kept outside React so
 * the canvas, the panels and the tool rail read one source.
 *
 * - `preview(fn)` changes the document without a history step (while a slider or a drag moves);
 * - `commit(fn)` changes it and records one step; after previews, the step goes back to before the first
 *   preview, so a whole drag is one undo.
 */
export class EditorStore {
  private past: EditorDocument[] = [];
  private future: EditorDocument[] = [];
  /** the document before the first uncommitted preview */
  private previewBase: EditorDocument | null = null;
  private snapshot: EditorSnapshot;
  private listeners = new Set<Listener>();
  private exporter: PictureExporter | null = null;
  /** the document as it was opened or last saved */
  private savedDoc: EditorDocument;

  constructor(source: EditorSource, image: WorkingImage) {
    this.snapshot = {
      doc: { image, adjustments: { ...DEFAULT_ADJUSTMENTS }, textLayers: [] },
      ui: { activeTool: 'basic', panelOpen: true, selectedLayerId: null, busy: false },
      source,
      canUndo: false,
      canRedo: false,
      unsaved: false,
    };
    this.savedDoc = this.snapshot.doc;
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get = () => this.snapshot;

  preview(change: (doc: EditorDocument) => EditorDocument): void {
    this.previewBase ??= this.snapshot.doc;
    this.publish({ doc: change(this.snapshot.doc) });
  }

  commit(change: (doc: EditorDocument) => EditorDocument = (doc) => doc): void {
    const before = this.previewBase ?? this.snapshot.doc;
    this.previewBase = null;
    const doc = change(this.snapshot.doc);
    if (doc === before) return this.publish({});
    this.past = [...this.past, before].slice(-HISTORY_LIMIT);
    this.future = [];
    this.publish({ doc });
  }

  /** Drops uncommitted previews (Escape during a drag, a cancelled dialog). */
  cancelPreview(): void {
    if (!this.previewBase) return;
    const doc = this.previewBase;
    this.previewBase = null;
    this.publish({ doc });
  }

  /** A new working picture (crop, resize, an AI tool's result) as one undoable step. */
  replaceImage(image: WorkingImage, change: (doc: EditorDocument) => EditorDocument = (doc) => doc): void {
    this.commit((doc) => change({ ...doc, image }));
  }

  undo(): void {
    this.cancelPreview();
    const previous = this.past.at(-1);
    if (!previous) return;
    this.past = this.past.slice(0, -1);
    this.future = [this.snapshot.doc, ...this.future];
    this.publish({ doc: previous });
  }

  redo(): void {
    this.cancelPreview();
    const next = this.future[0];
    if (!next) return;
    this.future = this.future.slice(1);
    this.past = [...this.past, this.snapshot.doc];
    this.publish({ doc: next });
  }

  /** `doc` (the document as it was when the save began) is now saved. */
  markSaved(doc: EditorDocument): void {
    this.savedDoc = doc;
    this.publish({});
  }

  setUi(patch: Partial<EditorUiState>): void {
    this.publish({ ui: { ...this.snapshot.ui, ...patch } });
  }

  /** The canvas registers how it exports the picture; AI tools and Save call `exportPicture`. */
  setExporter(exporter: PictureExporter | null): void {
    this.exporter = exporter;
  }

  exportPicture: PictureExporter = (options) => {
    if (!this.exporter) return Promise.reject(new Error('The picture is not shown yet.'));
    return this.exporter(options);
  };

  private publish(patch: Partial<Pick<EditorSnapshot, 'doc' | 'ui'>>): void {
    this.snapshot = {
      ...this.snapshot,
      ...patch,
      canUndo: this.past.length > 0 || this.previewBase !== null,
      canRedo: this.future.length > 0,
      unsaved: (patch.doc ?? this.snapshot.doc) !== this.savedDoc,
    };
    for (const listener of this.listeners) listener();
  }
}

/** Reads the store in a component; re-renders when the selected part changes. */
export function useEditorSnapshot(store: EditorStore): EditorSnapshot {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
