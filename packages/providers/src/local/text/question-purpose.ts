/**
 * Whether a "to …" in a clause's rest is the purpose of the clause's own verb. "Engineers dammed the river
 * to create a lake" says why they dammed it; "… opened in June, allowing bigger ships to pass through" says
 * what the opening allowed; "Pull out the tube, then run your fingers round the tyre to find the thorn"
 * says why you run your fingers; "Spring tides have nothing to do with the season" has no purpose at all.
 * Asking "Why …?" of the first verb in those would be answered wrongly, so they are not asked.
 */
import { endsWithComma, has, type Token } from './question-clause';

/** Nouns an infinitive completes rather than gives a reason to: "nothing to do", "a way to save". */
const INFINITIVE_NOUNS =
  /^(nothing|something|anything|everything|nobody|somebody|anybody|someone|anyone|everyone|way|ways|time|chance|right|ability|need|enough|more|much|less|plenty|place|reason|attempt|decision|plan|effort|permission|opportunity|power|order)$/;
/** Words that open a second step or a clause of their own before the "to". */
const OPENERS =
  /^(then|and|or|but|so|which|who|that|while|whereas|allowing|enabling|letting|helping|making|causing|leaving|forcing)$/;

/** Ranks an infinitive completes: "the first woman to win", "the only team to score", "the youngest to fly". */
const RANKS = /^(first|second|third|last|next|only|sole|latest|earliest|youngest|oldest)$/;

/** Whether the noun phrase just before the "to" opens on a rank, so "to …" says what made it first. */
function ranked(rest: readonly Token[], purpose: number): boolean {
  for (let i = purpose - 1; i >= 0 && i >= purpose - 5; i--) {
    const t = rest[i] as Token;
    if (RANKS.test(t.lower) || (/est$/.test(t.lower) && has(t, 'Superlative'))) return true;
    if (/^(the|a|an)$/.test(t.lower) || has(t, 'Verb')) return false;
  }
  return false;
}

export function purposeAttaches(rest: readonly Token[], purpose: number): boolean {
  if (INFINITIVE_NOUNS.test(rest[purpose - 1]?.lower ?? '')) return false;
  if (ranked(rest, purpose)) return false;
  return rest
    .slice(0, purpose)
    .every(
      (t) =>
        !endsWithComma(t) &&
        !/[;:—–]/.test(t.post) &&
        !OPENERS.test(t.lower) &&
        !has(t, 'Gerund') &&
        !(has(t, 'Verb') && !has(t, 'Noun') && !has(t, 'Adjective') && !has(t, 'Participle')),
    );
}
