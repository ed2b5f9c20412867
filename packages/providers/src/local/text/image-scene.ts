// The scene an image idea describes, built one part at a time (style, setting, time of day, weather, mood,
// palette, light, composition, detail, lens): each part is admitted only when every fact it implies agrees
// with every fact admitted before it (one time of day, weather and season that fit each other and the
// setting, light that fits the hour, a palette that holds the title's colour, a camera that can see the
// subject) and repeats no word already said. The keywords and what their subject is come first, so an idea
// never argues with what the user asked for; the checker's own rules decide (`image-fact-clash.ts`).
import { clash } from './image-fact-clash';
import { keywordSubjectFacts, readScene, type SceneReading } from './image-idea-checker';
import { contentStems } from './image-word-stems';

type Found = SceneReading['facts'][number];

export interface FitOptions {
  /** A title may say again what the description says ("Watercolor Fox" over "a watercolor of a fox"). */
  echo?: boolean;
}

export class Scene {
  private readonly facts: Found[] = [];
  private readonly givenWords: ReadonlySet<string>;
  private readonly stems = new Set<string>();

  /** `given` is what the user typed: its facts are the scene's first, and its contradictions are theirs. */
  constructor(given: string) {
    const givenFacts = [...keywordSubjectFacts(given), ...readScene(given).facts];
    this.facts.push(...givenFacts);
    this.givenWords = new Set(givenFacts.map((f) => f.words));
  }

  private agree(a: Found, b: Found): boolean {
    return (this.givenWords.has(a.words) && this.givenWords.has(b.words)) || clash(a.fact, b.fact) === null;
  }

  /** Whether `phrase` can join the scene, without adding it. */
  fits(phrase: string, options: FitOptions = {}): boolean {
    if (phrase.trim() === '') return true;
    const incoming = readScene(phrase).facts;
    for (let i = 0; i < incoming.length; i++) {
      const a = incoming[i] as Found;
      if (!this.facts.every((b) => this.agree(a, b))) return false;
      if (!incoming.slice(i + 1).every((b) => this.agree(a, b))) return false;
    }
    if (options.echo) return true;
    const stems = contentStems(phrase);
    return stems.every((s, i) => !this.stems.has(s) && stems.indexOf(s) === i);
  }

  /** Adds `phrase` when it fits; says whether it did. */
  admit(phrase: string): boolean {
    if (!this.fits(phrase)) return false;
    this.add(phrase);
    return true;
  }

  /** Adds a part unconditionally (the subject, a style the user asked for: what the idea is about). */
  add(phrase: string): void {
    if (phrase.trim() === '') return;
    this.facts.push(...readScene(phrase).facts);
    for (const stem of contentStems(phrase)) this.stems.add(stem);
  }

  /** The first candidate that fits, admitted; null when none does. */
  admitFirst(candidates: Iterable<string>): string | null {
    for (const phrase of candidates) if (this.admit(phrase)) return phrase;
    return null;
  }
}
