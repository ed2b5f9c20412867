import type { CatalogueEntry } from '../catalogue';
import type { EngineFamily } from '../engines';
import { LocalImageEngine, localImageStyle } from './image';
import { LocalMusicEngine } from './music';
import { LocalSpeechEngine } from './speech';
import { LocalVideoEngine } from './video';

/** The built-in engines: always available, no configuration, no network. */
export function localEngines(): EngineFamily {
  return {
    available: true,
    build(entry: CatalogueEntry) {
      switch (entry.capability) {
        case 'image':
          return new LocalImageEngine({
            id: entry.key,
            defaultStyle: localImageStyle(entry.defaults?.preset),
          });
        case 'music':
          return new LocalMusicEngine({ id: entry.key });
        case 'speech':
          return new LocalSpeechEngine({ id: entry.key });
        case 'video':
          return new LocalVideoEngine({ id: entry.key });
        default:
          throw new Error(
            `The local engine has no ${entry.capability} engine (catalogue entry ${entry.key}).`,
          );
      }
    },
  };
}
