import type { Database, Kysely } from '@muse/db';
import type { ImageActionsService } from '../images';
import type { UsersService } from '../users';
import { CategoryAutoSorter } from './categories.autosort';
import { categoriesErasure } from './categories.erasure';
import { CategoriesRepository, moveGuestCategories, type CategoryRequestRow } from './categories.repository';
import { CategoriesService } from './categories.service';

export interface CategoriesModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  images: Pick<ImageActionsService, 'removeOwned'>;
  publicUrl: string;
  secret: string;
  /** queues the auto-categorisation job of a request */
  schedule(request: CategoryRequestRow): Promise<void>;
}

/** The categories service for routes and the auto-sorter for the job, built once per process. */
export function createCategoriesModule(deps: CategoriesModuleDeps) {
  const repo = new CategoriesRepository(deps.db);
  const categories = new CategoriesService({
    repo,
    users: deps.users,
    images: deps.images,
    present: { publicUrl: deps.publicUrl, secret: deps.secret },
    schedule: deps.schedule,
  });
  // A guest's boards go with its images when it signs in.
  deps.users.onMerge('categories', moveGuestCategories);
  deps.users.onErase(categoriesErasure);
  return { categories, autoSorter: new CategoryAutoSorter(repo) };
}
