// compromise's verb transforms (infinitive, conjugation), typed: compromise types its transform methods
// loosely, so this is the part of its world the question writer uses, in one place.
import nlp from './nlp';

interface VerbTransforms {
  toInfinitive(verb: string, model: unknown, tense?: string): string;
  conjugate(infinitive: string, model: unknown): Record<string, string | undefined>;
}
const world = nlp.world() as unknown as {
  model: unknown;
  methods: { two: { transform: { verb: VerbTransforms } } };
};

export const verbTransforms: VerbTransforms = world.methods.two.transform.verb;
export const verbModel: unknown = world.model;
