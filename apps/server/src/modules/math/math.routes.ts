import {
  CreateTopicSpecificSetBody,
  CreateTopicSpecificSetReply,
  ErrorBody,
  LessonNumber,
  MathConceptsReply,
  MathProblemParams,
  MathProblemReply,
  MathSection,
  MathTopicsReply,
  OfficeId,
  ParseImageBody,
  ParseImageReply,
  ResolveProblemBody,
  ResolveProblemReply,
  SatQuestionsBody,
  SatQuestionsReply,
  SatResultBody,
  SatResultReply,
  SaveSatTopicBody,
  SaveSatTopicReply,
  UpdateMathProblemBody,
} from '@muse/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isGuestCaller, requireUser } from '../../platform/http/auth-guard';
import { forbidden, unauthorized } from '../../platform/http/errors';
import { SATMATH_OFFICE_ID } from './math.curriculum';
import type { MathLearner, MathService } from './math.service';
import type { MathSosService } from './mathsos.service';

const tags = ['math'];
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
};

const learnerOf = (req: FastifyRequest): MathLearner =>
  req.caller
    ? { viewer: { userId: req.caller.userId, isAdmin: req.caller.isAdmin }, userId: req.caller.userId }
    : { viewer: { userId: null }, userId: null };

/** MathSOS is for accounts: guests and visitors are asked to sign in with their email. */
function requireMathSosUser(req: FastifyRequest): void {
  if (!req.caller) throw unauthorized('Sign in to use MathSOS.');
  if (isGuestCaller(req.caller)) throw forbidden('Sign in with your email to use MathSOS.');
}

const LessonParams = z.object({ section: MathSection, lesson: LessonNumber });
const SectionParams = z.object({ officeId: OfficeId, section: MathSection });
const OfficeQuery = z.object({ officeId: z.optional(OfficeId) });
const OfficeRequiredQuery = z.object({ officeId: OfficeId });

/**
 * SAT math (the Math tab's lessons and problems, learners' practice) and MathSOS, at the spec's paths.
 * Editing is the office's editors' (the service checks); reading and practising are everyone's who may see
 * the office; results are kept for signed-in learners.
 */
export const mathRoutes =
  ({ math, sos }: { math: MathService; sos: MathSosService }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const method of ['post', 'put'] as const)
      app[method](
        '/ai/topic/satmath',
        { schema: { tags, body: SaveSatTopicBody, response: { 200: SaveSatTopicReply, ...errors } } },
        async (req) => ({ topic: await math.saveTopic(learnerOf(req), req.body) }),
      );

    app.get(
      '/ai/topics/satmath/:section/:lesson',
      {
        schema: {
          tags,
          params: LessonParams,
          querystring: OfficeQuery,
          response: { 200: MathTopicsReply, ...errors },
        },
      },
      async (req) => ({
        data: await math.topicsOfLesson(learnerOf(req), {
          officeId: req.query.officeId ?? SATMATH_OFFICE_ID,
          section: req.params.section,
          lesson: req.params.lesson,
        }),
      }),
    );

    app.get(
      '/ai/topics/:officeId/:section',
      { schema: { tags, params: SectionParams, response: { 200: MathTopicsReply, ...errors } } },
      async (req) => ({
        data: await math.topicsOfSection(learnerOf(req), req.params.officeId, req.params.section),
      }),
    );

    app.get(
      '/ai/concepts/satmath/:section/:lesson',
      {
        schema: {
          tags,
          params: LessonParams,
          querystring: OfficeQuery,
          response: { 200: MathConceptsReply, ...errors },
        },
      },
      async (req) => ({
        data: await math.concepts({
          officeId: req.query.officeId ?? SATMATH_OFFICE_ID,
          section: req.params.section,
          lesson: req.params.lesson,
        }),
      }),
    );

    app.post(
      '/ai/questions/satmath',
      { schema: { tags, body: SatQuestionsBody, response: { 200: SatQuestionsReply, ...errors } } },
      async (req) => ({ data: await math.questions(req.body) }),
    );

    app.post(
      '/ai/satmath/result',
      {
        schema: { tags, body: SatResultBody, response: { 200: SatResultReply, ...errors } },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (req) => {
        const caller = requireUser(req);
        return math.result({ ...learnerOf(req), userId: caller.userId }, req.body);
      },
    );

    app.post(
      '/openai/math/create-topic-specific-set',
      {
        schema: {
          tags,
          body: CreateTopicSpecificSetBody,
          response: { 200: CreateTopicSpecificSetReply, ...errors },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (req) => ({ data: await math.generateSet(learnerOf(req), req.body) }),
    );

    app.put(
      '/ai/satmath/problems/:problemId',
      {
        schema: {
          tags,
          params: MathProblemParams,
          body: UpdateMathProblemBody,
          response: { 200: MathProblemReply, ...errors },
        },
      },
      async (req) => ({ problem: await math.updateProblem(learnerOf(req), req.params.problemId, req.body) }),
    );

    app.delete(
      '/ai/satmath/problems/:problemId',
      {
        schema: {
          tags,
          params: MathProblemParams,
          querystring: OfficeRequiredQuery,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await math.deleteProblem(learnerOf(req), req.params.problemId, req.query.officeId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/openai/math/parse-image',
      {
        bodyLimit: 15 * 2 ** 20,
        schema: { tags, body: ParseImageBody, response: { 200: ParseImageReply, ...errors } },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (req) => {
        requireMathSosUser(req);
        return sos.parseImage(req.body.image);
      },
    );

    app.post(
      '/openai/math/resolve-problem',
      {
        schema: { tags, body: ResolveProblemBody, response: { 200: ResolveProblemReply, ...errors } },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (req) => {
        requireMathSosUser(req);
        return sos.resolve(req.body.problem);
      },
    );
  };
