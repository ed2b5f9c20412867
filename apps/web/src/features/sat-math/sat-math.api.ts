import {
  MathConceptsReply,
  MathTopicsReply,
  SatQuestionsReply,
  SatResultReply,
  type MathSection,
  type SatQuestionsBody,
  type SatResultBody,
} from '@muse/contracts';
import { api } from '../../app/api-client';

const enc = encodeURIComponent;

/** The learner's SAT math endpoints: a section's lessons, a lesson's concepts and problems, a practice result. */
export const satMathApi = {
  /** a section's lessons with the caller's best score and time, sorted by lesson */
  topics: (officeId: string, section: MathSection, signal?: AbortSignal) =>
    api.get(`/api/ai/topics/${enc(officeId)}/${enc(section)}`, { schema: MathTopicsReply, signal }),
  concepts: (officeId: string, section: MathSection, lesson: number, signal?: AbortSignal) =>
    api.get(`/api/ai/concepts/satmath/${enc(section)}/${lesson}`, {
      schema: MathConceptsReply,
      query: { officeId },
      signal,
    }),
  questions: (body: SatQuestionsBody, signal?: AbortSignal) =>
    api.post('/api/ai/questions/satmath', { schema: SatQuestionsReply, body, signal }),
  result: (body: SatResultBody) => api.post('/api/ai/satmath/result', { schema: SatResultReply, body }),
};

/** Query keys of the SAT math views; best scores depend on who looks, so the viewer is part of the key. */
export const satMathKeys = {
  all: ['sat-math'] as const,
  topicsOf: (officeId: string) => ['sat-math', 'topics', officeId] as const,
  topics: (officeId: string, section: MathSection, viewer: string | null) =>
    ['sat-math', 'topics', officeId, section, viewer] as const,
  concepts: (officeId: string, section: MathSection, lesson: number) =>
    ['sat-math', 'concepts', officeId, section, lesson] as const,
  questions: (officeId: string, section: MathSection, lesson: number) =>
    ['sat-math', 'questions', officeId, section, lesson] as const,
};
