import type { MathDifficulty, MathSection } from '@muse/contracts';
import { CURRICULUM } from '../curriculum/lessons';
import { drawVerified } from './draw';
import { Rng } from './random';
import { difficultyOf, familyOf } from './similar';
import { TEMPLATE_BY_ID, TEMPLATES } from './templates';
import type { GeneratedProblem, Template } from './types';

export interface GenerateOptions {
  section: MathSection;
  /** the lesson whose templates to use; every template of the section when absent or unknown */
  lesson?: number;
  count: number;
  seed: number;
  /** a typed problem to make similar ones of: same kind of template, same difficulty */
  similarTo?: string;
}

const DIFFICULTIES: MathDifficulty[] = ['easy', 'medium', 'hard'];

function lessonTemplates(section: MathSection, lesson?: number): Template[] {
  const entry =
    lesson === undefined ? undefined : CURRICULUM.find((l) => l.section === section && l.lesson === lesson);
  if (entry) return entry.templateIds.map((id) => TEMPLATE_BY_ID.get(id)!);
  return TEMPLATES.filter((t) => t.section === section);
}

/**
 * Verified problems, deterministic for a seed: templates taken in turn (from a seeded order), difficulties
 * spread evenly (or the similar problem's), each problem re-solved by the CAS before it is returned, and
 * no question twice in one set.
 */
export function generateProblems(options: GenerateOptions): GeneratedProblem[] {
  const rng = new Rng(options.seed);
  const family = options.similarTo ? familyOf(options.similarTo) : null;
  const similar = family ? TEMPLATES.filter((t) => t.family === family) : [];
  const templates = rng.shuffle(similar.length ? similar : lessonTemplates(options.section, options.lesson));
  const fixed = options.similarTo && similar.length ? difficultyOf(options.similarTo) : null;
  const out: GeneratedProblem[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < options.count && i < options.count * 4; i += 1) {
    const template = templates[i % templates.length]!;
    const difficulty = fixed ?? DIFFICULTIES[out.length % 3]!;
    let problem: GeneratedProblem;
    try {
      problem = drawVerified(template, difficulty, rng);
    } catch {
      continue; // this template could not make a verified problem now: the next one takes its turn
    }
    if (seen.has(problem.question)) continue;
    seen.add(problem.question);
    out.push(problem);
  }
  return out;
}
