import {
  CategoriesReply,
  Category,
  CategoryIdParams,
  CategoryItemsBody,
  CategoryOkReply,
  CategoryParams,
  CategoryRequestBody,
  CategoryRequestDetailReply,
  CategoryThumbBody,
  DeleteBulkBody,
  ErrorBody,
  ImageListReply,
  NewCategoryBody,
  UpdateCategoryBody,
} from '@muse/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth-guard';
import type { CategoriesService } from './categories.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['categories'];

/** Categories (boards) of a user's images, and the auto-categorisation request. */
export const categoriesRoutes =
  ({ categories }: { categories: CategoriesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/images/categories',
      { schema: { tags, response: { 200: CategoriesReply, ...errors } } },
      async (req) => categories.list(requireUser(req)),
    );

    app.get(
      '/images/category/:categoryId',
      { schema: { tags, params: CategoryParams, response: { 200: ImageListReply, ...errors } } },
      async (req) => categories.items(requireUser(req), req.params.categoryId, CategoryItemsBody.parse({})),
    );

    app.post(
      '/images/category/:categoryId',
      {
        schema: {
          tags,
          params: CategoryParams,
          body: CategoryItemsBody,
          response: { 200: ImageListReply, ...errors },
        },
      },
      async (req) => categories.items(requireUser(req), req.params.categoryId, req.body),
    );

    app.post(
      '/images/categories/new',
      { schema: { tags, body: NewCategoryBody, response: { 200: Category, ...errors } } },
      async (req) => categories.create(requireUser(req), req.body.name),
    );

    app.put(
      '/images/categories/update',
      { schema: { tags, body: UpdateCategoryBody, response: { 200: Category, ...errors } } },
      async (req) => categories.update(requireUser(req), req.body),
    );

    app.put(
      '/images/categories/thumb',
      { schema: { tags, body: CategoryThumbBody, response: { 200: Category, ...errors } } },
      async (req) => categories.setThumb(requireUser(req), req.body.categoryId, req.body.imageThumbUrl),
    );

    app.delete(
      '/images/categories/:id',
      { schema: { tags, params: CategoryIdParams, response: { 200: CategoryOkReply, ...errors } } },
      async (req) => categories.remove(requireUser(req), req.params.id),
    );

    app.post(
      '/images/categories/deletebulk',
      { schema: { tags, body: DeleteBulkBody, response: { 200: CategoryOkReply, ...errors } } },
      async (req) => categories.deleteBulk(requireUser(req), req.body.categoryId, req.body.ids),
    );

    app.get(
      '/images/categories/request',
      { schema: { tags, response: { 200: CategoryRequestDetailReply, ...errors } } },
      async (req) => categories.latestRequest(requireUser(req)),
    );

    app.post(
      '/images/categories/request',
      {
        schema: { tags, body: CategoryRequestBody, response: { 200: CategoryRequestDetailReply, ...errors } },
      },
      async (req) => categories.request(requireUser(req), req.body.count),
    );
  };
