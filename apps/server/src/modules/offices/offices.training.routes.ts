import {
  CreateChatQuestionsBody,
  CreateChatQuestionsReply,
  DeletePageBody,
  ErrorBody,
  OfficeParams,
  OkReply,
  QaListReply,
  QuestionsBody,
  ReadPageBody,
  ReadPageReply,
  SavePageBody,
  SaveQuestionsBody,
  TopicPage,
  TopicPagesReply,
} from '@muse/contracts';
import type { ProviderRegistry } from '@muse/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeQuestions } from './offices.question-writer';
import type { TrainingService } from './offices.training.service';

export interface TrainingRouteDeps {
  training: TrainingService;
  /** the hosted text model, when there is one, writes Q&A pairs */
  providers: Pick<ProviderRegistry, 'engine'>;
}

const tags = ['offices'];
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
};

/**
 * Training an office's assistant: topics, reading a web page, the Q&A pairs of a topic and generating them.
 * Files are read by the upload routes.
 */
export const trainingRoutes =
  ({ training, providers }: TrainingRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/ai/pages/:officeId',
      { schema: { tags, params: OfficeParams, response: { 200: TopicPagesReply, ...errors } } },
      async (req) => ({ data: await training.pages(req.params.officeId, req.caller) }),
    );

    app.post(
      '/ai/save-page',
      { schema: { tags, body: SavePageBody, response: { 200: TopicPage, ...errors } } },
      async (req) => training.savePage(req.caller, req.body),
    );

    app.post(
      '/ai/delete-page',
      { schema: { tags, body: DeletePageBody, response: { 200: OkReply, ...errors } } },
      async (req) => {
        await training.deletePage(req.caller, req.body.officeId, req.body.topic);
        return { ok: true as const };
      },
    );

    app.post(
      '/ai/read-page',
      {
        schema: {
          tags,
          body: ReadPageBody,
          response: { 200: ReadPageReply, ...errors, 502: ErrorBody, 504: ErrorBody },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (req) => training.readPage(req.caller, req.body.officeId, req.body.pageUrl),
    );

    app.post(
      '/ai/questions',
      { schema: { tags, body: QuestionsBody, response: { 200: QaListReply, ...errors } } },
      async (req) => ({ data: await training.questions(req.caller, req.body.officeId, req.body.topic) }),
    );

    app.post(
      '/ai/save-questions',
      { schema: { tags, body: SaveQuestionsBody, response: { 200: QaListReply, ...errors } } },
      async (req) => ({ data: await training.saveQuestions(req.caller, req.body) }),
    );

    app.post(
      '/openai/create-chat-questions',
      {
        schema: {
          tags,
          body: CreateChatQuestionsBody,
          response: { 200: CreateChatQuestionsReply, ...errors },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (req) => {
        const { officeId, topic, numberOfQuestions } = req.body;
        const { row, existing } = await training.topicForGeneration(req.caller, officeId, topic);
        const { pairs, note } = await writeQuestions(
          { text: row.text, topic: row.topic, numberOfQuestions, existing },
          { providers, logger: req.log },
        );
        const saved = await training.appendQuestions(officeId, topic, pairs);
        return note ? { ...saved, note } : saved;
      },
    );
  };
