import type * as z from 'zod/mini';
import {
  CategoriesReply,
  Category,
  CategoryOkReply,
  CategoryRequestDetailReply,
  ImageListReply,
} from '@muse/contracts';
import type { UpdateCategoryBody } from '@muse/contracts';
import { api } from '../../app/api-client';

export type CategoryUpdate = z.input<typeof UpdateCategoryBody>;

const path = (id: string) => encodeURIComponent(id);

/** The categories endpoints. */
export const categoriesApi = {
  list: (signal?: AbortSignal) => api.get('/api/images/categories', { schema: CategoriesReply, signal }),
  /** One page of a category's images (`new`: the uncategorised ones), after the last item the client has. */
  items: (categoryId: string, page: { limit: number; after?: string }, signal?: AbortSignal) =>
    api.post(`/api/images/category/${path(categoryId)}`, { schema: ImageListReply, body: page, signal }),
  create: (name: string) => api.post('/api/images/categories/new', { schema: Category, body: { name } }),
  /** Renames `categoryId` (with `categoryName`) and/or moves items into the categories they name. */
  update: (body: CategoryUpdate) =>
    api.request('PUT', '/api/images/categories/update', { schema: Category, body }),
  setThumb: (categoryId: string, imageThumbUrl: string) =>
    api.request('PUT', '/api/images/categories/thumb', {
      schema: Category,
      body: { categoryId, imageThumbUrl },
    }),
  /** Deletes the category; its images go back to New. */
  remove: (id: string) =>
    api.request('DELETE', `/api/images/categories/${path(id)}`, { schema: CategoryOkReply }),
  /** Deletes the images for good. */
  deleteImages: (categoryId: string, ids: readonly string[]) =>
    api.post('/api/images/categories/deletebulk', {
      schema: CategoryOkReply,
      body: { categoryId, ids: [...ids] },
    }),
  latestRequest: (signal?: AbortSignal) =>
    api.get('/api/images/categories/request', { schema: CategoryRequestDetailReply, signal }),
  request: (count: number) =>
    api.post('/api/images/categories/request', { schema: CategoryRequestDetailReply, body: { count } }),
};
