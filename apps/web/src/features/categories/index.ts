/**
 * Categories: the Organizer tab of /images — the category dropdown (New first, then by name), renaming,
 * creating and deleting categories, selection mode (off → all → none) to move, delete or picture images,
 * and the automatic sort request polled every 10 s while it runs.
 */
export { CategoriesManager } from './components/CategoriesManager';
export type { TileSize } from './components/CategoryGrid';
