import {
  AssistantParams,
  ErrorBody,
  InvitationActionReply,
  InvitationByToken,
  InvitationParams,
  InvitationTokenBody,
  InviteMemberBody,
  InviteMemberReply,
  MemberParams,
  MyInvitationsReply,
  NewOfficeBody,
  Office,
  OfficeInvitationParams,
  OfficeMembersReply,
  OfficeParams,
  OfficesReply,
  UpdateAssistantBody,
  UpdateAssistantDialogBody,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../../platform/http/auth-guard';
import type { OfficesService } from './offices.service';

const tags = ['offices'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Offices and their assistants: reading an office, and changing an assistant or its dialog (updateAssistant,
 * updateAssistantDialog), which only the office's owner and admins may do. Creating, listing one's own,
 * members and invitations are additions the spec implies.
 */
export const officesRoutes =
  ({ offices }: { offices: OfficesService }): FastifyPluginAsyncZod =>
  async (app) => {
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
      async (req) => offices.members(req.params.officeId, req.caller),
    );

    // Invites by email: one answer whether or not the email has an account, so nobody learns who has one.
    app.post(
      '/offices/:officeId/members',
      {
        schema: {
          tags,
          params: OfficeParams,
          body: InviteMemberBody,
          response: { 200: InviteMemberReply, ...errors },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req) => offices.invitations.invite(req.params.officeId, requireAccount(req), req.body.email),
    );

    app.delete(
      '/offices/:officeId/members/:userId',
      { schema: { tags, params: MemberParams, response: { 200: OfficeMembersReply, ...errors } } },
      async (req) => offices.removeMember(req.params.officeId, requireAccount(req), req.params.userId),
    );

    app.delete(
      '/offices/:officeId/invitations/:invitationId',
      {
        schema: { tags, params: OfficeInvitationParams, response: { 200: OfficeMembersReply, ...errors } },
      },
      async (req) =>
        offices.cancelInvitation(req.params.officeId, requireAccount(req), req.params.invitationId),
    );

    app.get(
      '/offices/invitations',
      { schema: { tags, response: { 200: MyInvitationsReply, ...errors } } },
      async (req) => ({ data: await offices.invitations.mine(requireAccount(req)) }),
    );

    app.post(
      '/offices/invitations/by-token',
      {
        schema: { tags, body: InvitationTokenBody, response: { 200: InvitationByToken, ...errors } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req) => offices.invitations.byToken(req.body.token),
    );

    app.post(
      '/offices/invitations/:invitationId/accept',
      {
        schema: { tags, params: InvitationParams, response: { 200: InvitationActionReply, ...errors } },
      },
      async (req) => offices.invitations.accept(requireAccount(req), req.params.invitationId),
    );

    app.post(
      '/offices/invitations/:invitationId/decline',
      {
        schema: { tags, params: InvitationParams, response: { 200: InvitationActionReply, ...errors } },
      },
      async (req) => offices.invitations.decline(requireAccount(req), req.params.invitationId),
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
