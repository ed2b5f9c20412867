/**
 * Creating music: the "What would you like to create?" flow, keyword-only and song flows with tag groups and
 * presets, ideas, email verification, the lyrics editor and the queue view. The music home page mounts
 * <MusicCreator />.
 */
export { MusicCreator } from './components/MusicCreator';
export type { MusicCreatorProps } from './components/MusicCreator';
