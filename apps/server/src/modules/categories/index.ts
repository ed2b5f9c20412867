/** Categories: boards that group a user's images, made by hand or by the auto-categorisation job. */
export { categoriesRoutes } from './categories.routes';
export { categorizeImagesJob, scheduleCategorizeImages, type CategoryJobServices } from './categories.jobs';
export { CategoryAutoSorter } from './categories.autosort';
export { CategoriesRepository } from './categories.repository';
export { createCategoriesModule } from './categories.module';
export type { CategoriesService } from './categories.service';
