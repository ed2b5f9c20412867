import type { Adjustments, TextLayer } from '@muse/domain';

/**
 * The picture being edited. `url` is what the canvas draws (an object URL or a server URL); `serverName` is
 * set when the server already holds exactly this picture (the result of an AI tool, or an upload), so an AI
 * tool need not upload it again.
 */
export interface WorkingImage {
  url: string;
  width: number;
  height: number;
  serverName?: string;
}

/** Everything undo and redo step through: the working picture, its adjustments and the text layers. */
export interface EditorDocument {
  image: WorkingImage;
  adjustments: Adjustments;
  textLayers: readonly TextLayer[];
}

/** Where the edited picture came from: an item of the user's (saved as a new item linked to it) or a file. */
export interface EditorSource {
  /** the item's `_id`, null for a picture opened from the user's device */
  itemId: string | null;
  filename: string | null;
  /** the item's prompt; AI tools other than context edits start with it (spec §4 Editor) */
  description: string;
  private: boolean;
}
