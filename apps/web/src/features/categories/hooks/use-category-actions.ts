import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@muse/contracts';
import { queryKeys } from '../../../app/query-keys';
import { categoriesApi } from '../categories.api';
import { categoryKeys } from '../categories-keys';
import { inBatches, moveBodies } from '../category-updates';

/**
 * What the categories manager changes: categories (create, rename, picture, delete) and images (move to
 * another category, delete). Failures are toasted with the server's message; the lists refresh afterwards.
 */
export function useCategoryActions() {
  const queryClient = useQueryClient();
  const refreshCategories = () => queryClient.invalidateQueries({ queryKey: categoryKeys.all });
  const replaceCategory = (category: Category) =>
    queryClient.setQueryData<Category[]>(categoryKeys.list, (old) =>
      old?.map((c) => (c._id === category._id ? category : c)),
    );

  const create = useMutation({
    mutationFn: (name: string) => categoriesApi.create(name),
    onSuccess: (category) => {
      queryClient.setQueryData<Category[]>(categoryKeys.list, (old) => (old ? [...old, category] : old));
      void refreshCategories();
    },
    meta: { errorTitle: "Couldn't create the category" },
  });

  const rename = useMutation({
    mutationFn: (input: { id: string; name: string }) =>
      categoriesApi.update({ categoryId: input.id, categoryName: input.name }),
    onSuccess: (category) => {
      replaceCategory(category);
      void refreshCategories();
    },
    meta: { errorTitle: "Couldn't rename the category" },
  });

  const setPicture = useMutation({
    mutationFn: (input: { categoryId: string; url: string }) =>
      categoriesApi.setThumb(input.categoryId, input.url),
    onSuccess: replaceCategory,
    meta: { errorTitle: "Couldn't set the category's picture" },
  });

  const remove = useMutation({
    mutationFn: (id: string) => categoriesApi.remove(id),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<Category[]>(categoryKeys.list, (old) => old?.filter((c) => c._id !== id));
      queryClient.removeQueries({ queryKey: categoryKeys.items(id) });
    },
    onSettled: () => refreshCategories(),
    meta: { errorTitle: "Couldn't delete the category" },
  });

  const move = useMutation({
    mutationFn: async (input: { from: string; to: string; ids: readonly string[] }) => {
      for (const body of moveBodies(input.from, input.to, input.ids)) await categoriesApi.update(body);
    },
    onSettled: () => refreshCategories(),
    meta: { errorTitle: "Couldn't move the images" },
  });

  const deleteImages = useMutation({
    mutationFn: async (input: { categoryId: string; ids: readonly string[] }) => {
      for (const batch of inBatches(input.ids)) await categoriesApi.deleteImages(input.categoryId, batch);
    },
    // Every list may have held them (my creations, favorites, private…).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.imageLists }),
    meta: { errorTitle: "Couldn't delete the images" },
  });

  return { create, rename, setPicture, remove, move, deleteImages };
}
