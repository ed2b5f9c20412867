/**
 * The helper chat's hand-off (spec §1): "make me an image of…", "a song about…", "a video of…" become a
 * prompt for /images, /music or /video instead of a question for the assistant. Questions about the product
 * ("How do I make an image private?", "can you make images?") stay questions.
 */
export type HandOffTarget = 'images' | 'music' | 'video';
export interface HandOff {
  target: HandOffTarget;
  /** what the generator starts from; empty when only the kind was asked for ("make a song") */
  prompt: string;
}

/** Nouns that name what is made, by generator; `generic` ones say nothing of the content ("a picture of"). */
const MEDIA: Record<HandOffTarget, { generic: string[]; specific: string[] }> = {
  images: {
    generic: ['image', 'picture', 'pic', 'artwork', 'art', 'graphic'],
    specific: [
      'photo',
      'photograph',
      'painting',
      'drawing',
      'sketch',
      'illustration',
      'logo',
      'poster',
      'portrait',
      'wallpaper',
      'icon',
      'cartoon',
      'avatar',
      'banner',
      'sticker',
      'tattoo design',
      'card',
    ],
  },
  music: {
    generic: ['song', 'music', 'tune'],
    specific: [
      'track',
      'melody',
      'beat',
      'beats',
      'jingle',
      'lullaby',
      'anthem',
      'soundtrack',
      'ballad',
      'instrumental',
    ],
  },
  video: { generic: ['video', 'clip', 'animation', 'movie', 'film'], specific: ['music video', 'timelapse'] },
};

/** Verbs that ask for something made; some say what kind by themselves. */
const MAKING_VERBS = ['make', 'create', 'generate', 'produce', 'design', 'do', 'give', 'show', 'get'];
const VERB_TARGET: Record<string, HandOffTarget> = {
  draw: 'images',
  paint: 'images',
  sketch: 'images',
  illustrate: 'images',
  render: 'images',
  write: 'music',
  compose: 'music',
  sing: 'music',
  animate: 'video',
  film: 'video',
};
/** Words before the noun that say nothing of the picture or the song. */
const FILLER = new Set(['some', 'short', 'quick', 'little', 'nice', 'cool', 'new', 'simple', 'small']);
const CONTENT_PREPOSITIONS = ['of', 'about', 'for', 'with', 'showing', 'featuring', 'that shows', 'where'];

const QUESTION_START =
  /^(how|what|what's|whats|why|where|when|which|who|whose|is|are|am|does|do|did|was|were|should|shall|may|can i|could i|can we|could we|tell me|explain)\b/;
const POLITE_START =
  /^(please\s+)?((can|could|would|will)\s+you\s+(please\s+)?|i\s*(want|need|would like|'d like|d like|wanna)\s+(you\s+to\s+|to\s+)?|let'?s\s+|help me\s+)?/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

interface NounHit {
  target: HandOffTarget;
  generic: boolean;
  /** the words before the noun (article and modifiers) */
  before: string;
  noun: string;
  /** what follows the noun */
  after: string;
}

/** Finds the first media noun of the phrase, with what precedes and follows it. */
function findMediaNoun(phrase: string): NounHit | null {
  let best: (NounHit & { at: number }) | null = null;
  for (const target of Object.keys(MEDIA) as HandOffTarget[]) {
    for (const generic of [true, false]) {
      const list = generic ? MEDIA[target].generic : MEDIA[target].specific;
      for (const noun of list) {
        const m = new RegExp(`(^|\\s)(${escape(noun)})(s|es)?(?=$|\\s|[,.!?])`).exec(phrase);
        if (!m) continue;
        const at = m.index + m[1]!.length;
        // A longer noun at the same place wins ("music video" over "music").
        if (best && (best.at < at || (best.at === at && best.noun.length >= noun.length))) continue;
        const plural = m[3] ?? '';
        best = {
          at,
          target,
          generic,
          before: phrase.slice(0, at).trim(),
          noun: m[2]! + plural,
          after: phrase.slice(at + m[2]!.length + plural.length).trim(),
        };
      }
    }
  }
  return best;
}

/** "a", "an", "some" and the filler words only: nothing said of the content before the noun. */
function onlyDeterminers(words: string): boolean {
  return words
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => /^(a|an|the|one)$/.test(w) || FILLER.has(w));
}

function dropLeadingFiller(words: string): string {
  const parts = words.split(/\s+/).filter(Boolean);
  while (parts.length && FILLER.has(parts[0]!)) parts.shift();
  return parts.join(' ');
}

/** After a generic noun, the content starts at its preposition: "of a red fox" → "a red fox". */
function contentAfter(after: string): string | null {
  for (const prep of CONTENT_PREPOSITIONS) {
    const m = new RegExp(`^${escape(prep)}\\s+(.+)$`).exec(after);
    if (m) return m[1]!;
  }
  return after ? null : '';
}

/** The noun phrase "a red fox" itself, with a leading filler dropped ("some chill beats" → "chill beats"). */
function wholePhrase(hit: NounHit): string {
  return tidy(`${dropLeadingFiller(hit.before)} ${hit.noun} ${hit.after}`);
}

/** The prompt a media noun phrase gives, or null when it is not a request for one (a bare plural). */
function promptOfPhrase(hit: NounHit): string | null {
  const plainBefore = onlyDeterminers(hit.before);
  if (hit.generic && plainBefore) {
    const content = contentAfter(hit.after);
    if (content === null) return null;
    // "make images" asks whether Muse can; "make a song" asks for one.
    if (content === '' && !/\b(a|an|one)$/.test(hit.before)) return null;
    return tidy(content);
  }
  return wholePhrase(hit);
}

/** Where the helper should send this message, or null to let the assistant answer it. */
export function handOffOf(message: string): HandOff | null {
  let text = tidy(message.toLowerCase().replace(/[“”"]/g, ''))
    .replace(/[.!?]+$/, '')
    .replace(/,?\s+(please|for me|thanks|thank you)$/, '')
    .trim();
  if (!text || QUESTION_START.test(text)) return null;
  text = text.replace(POLITE_START, '').trim();
  if (!text) return null;

  const verb = /^([a-z]+)\s+(me\s+|us\s+)?(.*)$/.exec(text);
  const verbWord = verb?.[1] ?? '';
  const isMaking = MAKING_VERBS.includes(verbWord);
  const verbTarget = VERB_TARGET[verbWord];
  const object = isMaking || verbTarget ? (verb?.[3] ?? '') : text;
  if ((isMaking || verbTarget) && !object) return null;
  // "show me" hands off only a picture; other verbs ("delete my picture") are not requests for something new.
  if (!isMaking && !verbTarget && !/^(a|an|some|one)\s/.test(text) && !findMediaNounFirst(text)) return null;

  const hit = findMediaNoun(object);
  if (
    hit &&
    hit.before.split(/\s+/).filter(Boolean).length <= 4 &&
    !/\b(my|your|our|his|her|their)$/.test(hit.before)
  ) {
    if (verbWord === 'show' && hit.target !== 'images') return null;
    const prompt = promptOfPhrase(hit);
    if (prompt === null) return null;
    return { target: hit.target, prompt: restoreCase(message, prompt) };
  }
  // "draw a horse" names the picture by itself; "write a review" is no song.
  if (
    verbTarget &&
    verbTarget !== 'music' &&
    !hit &&
    /^(a|an|the|some|two|three|four|five|\w+s\b)/.test(object)
  ) {
    return { target: verbTarget, prompt: restoreCase(message, tidy(dropLeadingFiller(object))) };
  }
  return null;
}

/** A message that starts with its media noun ("picture of a sleeping panda"). */
function findMediaNounFirst(text: string): boolean {
  const hit = findMediaNoun(text);
  return hit !== null && hit.before === '';
}

/** The prompt in the user's own capitals ("my sister Anna"), found again in the original message. */
function restoreCase(original: string, lowered: string): string {
  if (!lowered) return lowered;
  const at = original.toLowerCase().indexOf(lowered);
  return at >= 0 ? original.slice(at, at + lowered.length) : lowered;
}
