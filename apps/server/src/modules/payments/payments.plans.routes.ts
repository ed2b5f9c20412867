import { ErrorBody, PlanEntry, PlanParams, PlansReply, PortalReply } from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import type { PaymentPlans } from './payments.plans';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['payments'];

/** The caller's renewing plans: list, cancel (no renewal), resume, and Stripe's customer portal. */
export const planRoutes =
  ({
    plans,
  }: {
    plans: Pick<PaymentPlans, 'list' | 'cancel' | 'resume' | 'portal'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/payments/subscriptions',
      { schema: { tags, response: { 200: PlansReply, ...errors } } },
      async (req) => plans.list(requireUser(req)),
    );

    for (const action of ['cancel', 'resume'] as const) {
      app.post(
        `/payments/subscriptions/:id/${action}`,
        { schema: { tags, params: PlanParams, response: { 200: PlanEntry, ...errors, 502: ErrorBody } } },
        async (req) => plans[action](requireUser(req), req.params.id),
      );
    }

    app.post(
      '/payments/portal',
      { schema: { tags, response: { 200: PortalReply, ...errors, 502: ErrorBody } } },
      async (req) => plans.portal(requireUser(req)),
    );
  };
