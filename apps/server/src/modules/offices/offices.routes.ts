import {
  AssistantParams,
  ErrorBody,
  InviteMemberBody,
  MemberParams,
  NewOfficeBody,
  Office,
  OfficeMembersReply,
  OfficeParams,
  OfficesReply,
  UpdateAssistantBody,
  UpdateAssistantDialogBody,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../container';
import { requireAccount } from '../../platform/http/auth-guard';

const tags = ['offices'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Offices and their assistants (assistant-workspace.md §3 Office, Assistant; §6; §7 updateAssistant,
 * updateAssistantDialog). Creating, listing one's own and reading members are additions the spec implies.
 */
export const officesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const offices = ctx.services.offices;

    app.post(
      '/offices/newOffice',
      {
        schema: { tags, body: NewOfficeBody, response: { 200: Office, ...errors } },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (req) => offices.create(requireAccount(req), req.body),
    );

    app.get(
      '/offices/mine',
      { schema: { tags, response: { 200: OfficesReply, ...errors } } },
      async (req) => ({
        data: await offices.listMine(requireAccount(req)),
      }),
    );

    // Anyone may open an office to talk to its assistant; what they see depends on who they are.
    app.get(
      '/offices/:officeId',
      { schema: { tags, params: OfficeParams, response: { 200: Office, ...errors } } },
      async (req) => offices.present(req.params.officeId, req.caller),
    );

    app.get(
      '/offices/:officeId/members',
      { schema: { tags, params: OfficeParams, response: { 200: OfficeMembersReply, ...errors } } },
      async (req) => ({ data: await offices.members(req.params.officeId, req.caller) }),
    );

    app.post(
      '/offices/:officeId/members',
      {
        schema: {
          tags,
          params: OfficeParams,
          body: InviteMemberBody,
          response: { 200: OfficeMembersReply, ...errors },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req) => ({
        data: await offices.invite(req.params.officeId, requireAccount(req), req.body.email),
      }),
    );

    app.delete(
      '/offices/:officeId/members/:userId',
      { schema: { tags, params: MemberParams, response: { 200: OfficeMembersReply, ...errors } } },
      async (req) => ({
        data: await offices.removeMember(req.params.officeId, requireAccount(req), req.params.userId),
      }),
    );

    app.post(
      '/offices/:officeId/updateAssistant/:assistantIndex',
      {
        schema: {
          tags,
          params: AssistantParams,
          body: UpdateAssistantBody,
          response: { 200: Office, ...errors },
        },
      },
      async (req) =>
        offices.updateAssistant(
          req.params.officeId,
          req.params.assistantIndex,
          requireAccount(req),
          req.body,
        ),
    );

    app.post(
      '/offices/:officeId/updateAssistantDialog',
      {
        schema: {
          tags,
          params: OfficeParams,
          body: UpdateAssistantDialogBody,
          response: { 200: Office, ...errors },
        },
      },
      async (req) => offices.updateDialog(req.params.officeId, requireAccount(req), req.body.dialog),
    );
  };
