import {
  Character,
  CharacterListQuery,
  CharacterListReply,
  CharacterParams,
  CreateCharacterBody,
  DeleteCharacterReply,
  ErrorBody,
  UpdateCharacterBody,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import type { CharactersService } from './images.characters.service';

const tags = ['images'];
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

/**
 * Ultimate's consistent characters: list (paged), save from one of the caller's pictures or an upload,
 * rename or describe again, delete. Ultimate only (403 naming why); a character is its owner's alone.
 */
export const charactersRoutes =
  ({ characters }: { characters: CharactersService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/images/characters',
      { schema: { tags, querystring: CharacterListQuery, response: { 200: CharacterListReply, ...errors } } },
      async (req, reply) => {
        void reply.header('cache-control', 'no-store');
        return characters.list(requireUser(req), req.query);
      },
    );

    app.post(
      '/images/characters',
      {
        schema: { tags, body: CreateCharacterBody, response: { 200: Character, ...errors } },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (req) => characters.create(requireUser(req), req.body),
    );

    app.put(
      '/images/characters/:id',
      {
        schema: {
          tags,
          params: CharacterParams,
          body: UpdateCharacterBody,
          response: { 200: Character, ...errors },
        },
      },
      async (req) => characters.update(requireUser(req), req.params.id, req.body),
    );

    app.delete(
      '/images/characters/:id',
      { schema: { tags, params: CharacterParams, response: { 200: DeleteCharacterReply, ...errors } } },
      async (req) => characters.remove(requireUser(req), req.params.id),
    );
  };
