import { readFile } from 'node:fs/promises';
import { ErrorBody, Font, FontList } from '@muse/contracts';
import { FONT_CATEGORIES, FONT_CACHE_MS, FONT_SEARCH_MIN_CHARS, canSearchFonts } from '@muse/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/errors';
import type { FontsService } from './fonts.service';

const tags = ['fonts'];
const errors = { 400: ErrorBody, 404: ErrorBody };
/** Browsers may keep a list as long as the server does. */
const LIST_CACHE = `public, max-age=${FONT_CACHE_MS / 1000}`;
/** A file's URL carries its package version, so its bytes never change. */
const FILE_CACHE = 'public, max-age=31536000, immutable';

const CategoryParams = z.object({ category: z.enum(FONT_CATEGORIES) });
const SearchQuery = z.object({
  q: z
    .string()
    .max(100)
    .refine(canSearchFonts, { message: `Type at least ${FONT_SEARCH_MIN_CHARS} characters to search.` }),
});
const FamilyParams = z.object({ family: z.string().min(1).max(100) });
const FileParams = z.object({ file: z.string().max(200) });

/**
 * The font chooser under /user/google-fonts: the list, one category, a search, one family and the bundled
 * files. Public like the fonts themselves (the API's rate limit applies).
 */
export const fontsRoutes =
  ({ fonts }: { fonts: FontsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/google-fonts',
      { schema: { tags, description: 'Every family, the 15 popular first.', response: { 200: FontList } } },
      async (_req, reply) => list(reply, await fonts.list()),
    );

    app.get(
      '/user/google-fonts/category/:category',
      { schema: { tags, params: CategoryParams, response: { 200: FontList, ...errors } } },
      async (req, reply) => list(reply, await fonts.byCategory(req.params.category)),
    );

    app.get(
      '/user/google-fonts/search',
      {
        schema: {
          tags,
          querystring: SearchQuery,
          description: 'Families whose name contains q (at least 2 characters), any case.',
          response: { 200: FontList, ...errors },
        },
      },
      async (req, reply) => list(reply, await fonts.search(req.query.q)),
    );

    app.get(
      '/user/google-fonts/font/:family',
      {
        schema: {
          tags,
          params: FamilyParams,
          description: 'One family by name, any case.',
          response: { 200: Font, ...errors },
        },
      },
      async (req, reply) => {
        const font = await fonts.font(req.params.family);
        if (!font) throw notFound(`No font named "${req.params.family}".`);
        void reply.header('cache-control', LIST_CACHE);
        return font;
      },
    );

    app.get(
      '/user/google-fonts/files/:file',
      {
        schema: {
          tags,
          params: FileParams,
          description: 'A bundled font file (woff2), as linked from files.regular and files["700"].',
          response: errors,
        },
      },
      async (req, reply) => {
        // Only names of the catalogue map to a path: nothing the caller writes reaches the file system.
        const path = fonts.filePath(req.params.file);
        if (!path) throw notFound('No such font file.');
        return sendWoff2(reply, await readFile(path));
      },
    );
  };

function list(reply: FastifyReply, items: Font[]) {
  void reply.header('cache-control', LIST_CACHE);
  return { items };
}

/** The reply's typed schema covers errors only: the font goes out as raw bytes. */
function sendWoff2(reply: FastifyReply, woff2: Buffer) {
  return reply.type('font/woff2').header('cache-control', FILE_CACHE).send(woff2);
}
