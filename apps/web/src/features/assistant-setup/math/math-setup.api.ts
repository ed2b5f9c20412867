import {
  CreateTopicSpecificSetReply,
  MathProblemReply,
  MathTopicsReply,
  ParseImageReply,
  SatQuestionsReply,
  SaveSatTopicReply,
} from '@muse/contracts';
import type {
  CreateTopicSpecificSetBody,
  MathSection,
  SatQuestionsBody,
  SaveSatTopicBody,
  UpdateMathProblemBody,
} from '@muse/contracts';
import * as z from 'zod/mini';
import { api } from '../../../app/api-client';

const enc = encodeURIComponent;

/** The Math tab's endpoints: lessons (topics), their problems, generating, editing and reading a picture. */
export const mathSetupApi = {
  topics: (officeId: string, section: MathSection, signal?: AbortSignal) =>
    api.get(`/api/ai/topics/${enc(officeId)}/${enc(section)}`, { schema: MathTopicsReply, signal }),
  saveTopic: (body: SaveSatTopicBody) =>
    api.post('/api/ai/topic/satmath', { schema: SaveSatTopicReply, body }),
  problems: (body: SatQuestionsBody, signal?: AbortSignal) =>
    api.post('/api/ai/questions/satmath', { schema: SatQuestionsReply, body, signal }),
  /** writes, checks and SAVES new problems at the end of the lesson */
  generate: (body: CreateTopicSpecificSetBody) =>
    api.post('/api/openai/math/create-topic-specific-set', { schema: CreateTopicSpecificSetReply, body }),
  update: (problemId: string, body: UpdateMathProblemBody) =>
    api.request('PUT', `/api/ai/satmath/problems/${enc(problemId)}`, { schema: MathProblemReply, body }),
  remove: (problemId: string, officeId: string) =>
    api.request('DELETE', `/api/ai/satmath/problems/${enc(problemId)}`, {
      // 204: no body
      schema: z.undefined(),
      query: { officeId },
    }),
  parseImage: (image: string) =>
    api.post('/api/openai/math/parse-image', { schema: ParseImageReply, body: { image } }),
};

/** Query keys of the Math tab (under the offices prefix, so `officeKeys.all` covers them). */
export const mathSetupKeys = {
  topics: (officeId: string, section: MathSection) =>
    ['offices', 'setup', officeId, 'math', 'topics', section] as const,
  problems: (officeId: string, section: MathSection, lesson: number) =>
    ['offices', 'setup', officeId, 'math', 'problems', section, lesson] as const,
};
