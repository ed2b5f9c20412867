import type { ModelEntry } from '@muse/contracts';
import type { ProviderRegistry } from '@muse/providers';

/** What the models module needs of the images module: each image model's best public picture here. */
export interface ModelExamples {
  modelExamples(models: readonly string[]): Promise<Record<string, string>>;
}

/** The pictures change slowly; a list read on every page load should not sort the gallery each time. */
export const EXAMPLES_TTL_MS = 5 * 60_000;

/**
 * The model catalogue as GET /api/models shows it: each entry with whether this server can run it, and
 * each image model's `img` (its most liked public picture on this server, kept for EXAMPLES_TTL_MS).
 */
export class ModelsService {
  private examples: { at: number; value: Promise<Record<string, string>> } | undefined;

  constructor(
    private readonly deps: {
      providers: Pick<ProviderRegistry, 'models'>;
      examples?: ModelExamples;
      now?: () => number;
    },
  ) {}

  async list(): Promise<ModelEntry[]> {
    const models = this.deps.providers.models();
    const examples = await this.examplesOf(models.filter((m) => m.image).map((m) => m.key));
    return models.map((m) =>
      m.image && examples[m.key] ? { ...m, image: { ...m.image, img: examples[m.key] } } : m,
    );
  }

  private examplesOf(keys: string[]): Promise<Record<string, string>> {
    const source = this.deps.examples;
    if (!source) return Promise.resolve({});
    const now = (this.deps.now ?? Date.now)();
    if (!this.examples || now - this.examples.at > EXAMPLES_TTL_MS) {
      // A failed read is not kept: the next request asks again.
      const value = source.modelExamples(keys).catch((error: unknown) => {
        this.examples = undefined;
        throw error;
      });
      this.examples = { at: now, value };
    }
    return this.examples.value;
  }
}
