import { ErrorBody, IdParams, ReportsHandledReply, ReportsQuery, ReportsReply } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../platform/http/auth-guard';
import type { ImageReportsService } from './images.reports.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['admin'];

/** The admin's reports: items with open reports, and marking an item's reports handled. */
export const imageReportsRoutes =
  ({ reports }: { reports: ImageReportsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/reports',
      { schema: { tags, querystring: ReportsQuery, response: { 200: ReportsReply, ...errors } } },
      async (req) => ({ reports: await reports.listOpen(requireAdmin(req), req.query.limit) }),
    );

    app.post(
      '/admin/reports/:_id/handled',
      { schema: { tags, params: IdParams, response: { 200: ReportsHandledReply, ...errors } } },
      async (req) => {
        requireAdmin(req);
        return reports.markHandled(req.params._id);
      },
    );
  };
