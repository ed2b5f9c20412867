import type { CatalogueEntry } from '../../catalogue';
import type { EngineFactory } from '../../engines';
import { LocalOcrEngine } from './engine';

/**
 * The local engine family with text recognition added: catalogue entries of capability 'ocr' get the
 * tesseract.js engine, every other entry goes to the family it wraps.
 */
export function withLocalOcr(factory: EngineFactory): EngineFactory {
  return (config) => {
    const family = factory(config);
    if (!family.available) return family;
    return {
      available: true,
      build: (entry: CatalogueEntry) =>
        entry.capability === 'ocr' ? new LocalOcrEngine({ id: entry.key }) : family.build(entry),
    };
  };
}
