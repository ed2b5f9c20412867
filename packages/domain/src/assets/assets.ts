/**
 * The asset library (spec: Asset entity, "Assets" state, the poll form's validation, "Asset library deletion
 * and tagging are for the owner"). Pure rules shared by the server (validation) and the web app (the form,
 * the selection).
 */
import { POLL_CHOICE_MAX, POLL_MAX_CHOICES, POLL_QUESTION_MAX } from '../polls';

export const ASSET_TYPES = ['image', 'music', 'poll'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];
/** A saved poll is a quiz or a choice poll (spec: "pollType (quiz or choice)"). */
export const ASSET_POLL_TYPES = ['choice', 'quiz'] as const;
export type AssetPollType = (typeof ASSET_POLL_TYPES)[number];

export const ASSET_NAME_MAX = 100;
export const ASSET_DESCRIPTION_MAX = 500;
/** Chosen: a tag is a word or two; twenty of them keep a card readable. */
export const ASSET_TAG_MAX = 40;
export const ASSET_TAGS_MAX = 20;

export interface AssetIssue {
  field: string;
  message: string;
}

export type TagCheck = { ok: true; tag: string } | { ok: false; issue: AssetIssue };

/** A tag as stored and compared: trimmed, inner spaces squeezed, lower case; 1 to 40 characters. */
export function normaliseTag(raw: unknown): TagCheck {
  if (typeof raw !== 'string') return { ok: false, issue: { field: 'tag', message: 'tag must be text' } };
  const tag = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!tag) return { ok: false, issue: { field: 'tag', message: 'tag is required' } };
  if (tag.length > ASSET_TAG_MAX)
    return { ok: false, issue: { field: 'tag', message: `tag must be at most ${ASSET_TAG_MAX} characters` } };
  return { ok: true, tag };
}

/**
 * A comma-separated list from a query string (`types=image,music`, or the parameter repeated), trimmed,
 * blanks and repeats dropped.
 */
export function listParam(raw: string | readonly string[] | undefined): string[] {
  if (raw === undefined) return [];
  const parts = (typeof raw === 'string' ? [raw] : raw).flatMap((s) => s.split(','));
  return [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
}

/** A saved poll's definition (spec: Poll: pollType, name, question, choices (value, text), answer index). */
export interface PollAsset {
  name: string;
  pollType: AssetPollType;
  question: string;
  choices: { value: string; text: string }[];
  /** a quiz's right answer: an index into `choices` */
  answer?: number;
}

export interface PollAssetInput {
  name?: unknown;
  pollType?: unknown;
  question?: unknown;
  choices?: unknown;
  answer?: unknown;
}

export type PollAssetCheck = { ok: true; poll: PollAsset } | { ok: false; issues: AssetIssue[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v.trim() : undefined);

/**
 * The poll form's rules (spec: "requires a name and at least one non-empty choice; a trailing blank choice is
 * added automatically and removed when emptied"): a name; a quiz or choice poll; 1 to 6 different choices
 * after blank ones are dropped (the form's trailing blank row); a quiz's answer as the index of one of the
 * choices as sent, moved to its place among the kept ones. The question defaults to the name.
 */
export function checkPollAsset(input: PollAssetInput): PollAssetCheck {
  const issues: AssetIssue[] = [];
  const name = textOf(input.name) ?? '';
  if (!name) issues.push({ field: 'name', message: 'name is required' });
  else if (name.length > ASSET_NAME_MAX)
    issues.push({ field: 'name', message: `name must be at most ${ASSET_NAME_MAX} characters` });
  const pollType = ASSET_POLL_TYPES.find((t) => t === input.pollType);
  if (!pollType) issues.push({ field: 'pollType', message: 'pollType must be quiz or choice' });
  const question = textOf(input.question) || name;
  if (input.question !== undefined && typeof input.question !== 'string')
    issues.push({ field: 'question', message: 'question must be text' });
  else if (question.length > POLL_QUESTION_MAX)
    issues.push({ field: 'question', message: `question must be at most ${POLL_QUESTION_MAX} characters` });

  const choices: PollAsset['choices'] = [];
  /** where each choice as sent went among the kept ones */
  const kept = new Map<number, number>();
  if (!Array.isArray(input.choices)) {
    issues.push({ field: 'choices', message: 'choices must be a list' });
  } else {
    const seen = new Set<string>();
    input.choices.forEach((c: unknown, i) => {
      const text = isRecord(c) ? textOf(c.text) : textOf(c);
      if (text === undefined) return issues.push({ field: `choices.${i}`, message: 'a choice must be text' });
      if (!text) return;
      if (text.length > POLL_CHOICE_MAX)
        return issues.push({
          field: `choices.${i}`,
          message: `a choice must be at most ${POLL_CHOICE_MAX} characters`,
        });
      const value = (isRecord(c) ? textOf(c.value) : undefined) || text;
      if (seen.has(value.toLowerCase()))
        return issues.push({ field: `choices.${i}`, message: 'each choice must be different' });
      seen.add(value.toLowerCase());
      kept.set(i, choices.length);
      choices.push({ value, text });
    });
    if (choices.length === 0) issues.push({ field: 'choices', message: 'give at least one choice' });
    else if (choices.length > POLL_MAX_CHOICES)
      issues.push({ field: 'choices', message: `give at most ${POLL_MAX_CHOICES} choices` });
  }

  let answer: number | undefined;
  if (pollType === 'quiz') {
    const sent = input.answer;
    answer = typeof sent === 'number' && Number.isInteger(sent) ? kept.get(sent) : undefined;
    if (answer === undefined)
      issues.push({
        field: 'answer',
        message:
          sent === undefined || sent === null
            ? 'a quiz needs its answer'
            : 'answer must be the index of one of the choices',
      });
  }
  if (issues.length || !pollType) return { ok: false, issues };
  return {
    ok: true,
    poll: { name, pollType, question, choices, ...(answer !== undefined ? { answer } : {}) },
  };
}

/** The selection after a click on an asset: in when it was out, out when it was in (spec: "toggles per item"). */
export function toggleSelection(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}
