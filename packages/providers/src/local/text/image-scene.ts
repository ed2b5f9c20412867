// The scene an image idea describes, built one part at a time (setting, time of day, weather, light,
// composition, mood, palette): each part is admitted only when it agrees with everything admitted before
// it (one time of day, weather and season that fit each other and the setting, light that fits the hour)
// and repeats none of its adjectives. The keywords are the first part, so an idea never argues with what
// the user asked for.
import { adjectivesIn, compatible, settingsIn } from './image-idea-checker';

/** The adjectives of a phrase, lower case ("soft, diffused overcast light" → soft, diffused, overcast). */
export const adjectivesOf = adjectivesIn;

export class Scene {
  private readonly parts: string[] = [];
  private readonly adjectives = new Set<string>();
  private readonly givenWords: ReadonlySet<string>;
  private readonly places = new Set<string>();

  /**
   * `given` is what the user typed: its words may repeat and its contradictions are theirs. A scene whose
   * subject is a place of its own (`ownPlace`: a waterfall, a whale under the ice) takes no detail that
   * belongs to another place (neon reflections on wet pavement are a city's).
   */
  constructor(
    private readonly given: string,
    private readonly ownPlace = false,
  ) {
    this.givenWords = new Set(given.toLowerCase().match(/[\p{L}-]+/gu) ?? []);
    for (const place of settingsIn(given)) this.places.add(place);
  }

  /** Whether `phrase` can join the scene, without adding it. */
  fits(phrase: string): boolean {
    if (phrase.trim() === '') return true;
    if (!compatible(phrase, this.given)) return false;
    if (!this.parts.every((part) => compatible(phrase, part))) return false;
    if (this.ownPlace && settingsIn(phrase).some((place) => !this.places.has(place))) return false;
    return adjectivesOf(phrase).every((a) => this.givenWords.has(a) || !this.adjectives.has(a));
  }

  /** Adds `phrase` when it fits; says whether it did. */
  admit(phrase: string): boolean {
    if (!this.fits(phrase)) return false;
    this.add(phrase);
    return true;
  }

  /** Adds a part unconditionally (the subject, the style: what the idea is about). */
  add(phrase: string): void {
    if (phrase.trim() === '') return;
    this.parts.push(phrase);
    for (const a of adjectivesOf(phrase)) this.adjectives.add(a);
    for (const place of settingsIn(phrase)) this.places.add(place);
  }

  /** The first candidate that fits, admitted; null when none does. */
  admitFirst(candidates: Iterable<string>): string | null {
    for (const phrase of candidates) if (this.admit(phrase)) return phrase;
    return null;
  }
}
