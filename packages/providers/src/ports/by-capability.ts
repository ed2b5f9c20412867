import type { Capability } from '@muse/contracts';
import type { EmbeddingsEngine } from './embeddings';
import type { ImageEngine } from './image';
import type { MusicEngine } from './music';
import type { OcrEngine } from './ocr';
import type { SpeechEngine } from './speech';
import type { TextEngine } from './text';
import type { VideoEngine } from './video';

/** The port of each capability, so the registry can hand out engines with their precise type. */
export interface EngineByCapability {
  text: TextEngine;
  image: ImageEngine;
  music: MusicEngine;
  speech: SpeechEngine;
  ocr: OcrEngine;
  video: VideoEngine;
  embeddings: EmbeddingsEngine;
}

/** Any engine; narrow it with `engine.capability`. (Indexing by Capability fails to compile when a
 * capability is added to the contracts without a port above.) */
export type AnyEngine = EngineByCapability[Capability];
