/**
 * Local text engines that need no model: the prompt-ideas grammar for image (and later music) ideas.
 */
export {
  generateImageIdeas,
  DEFAULT_IDEAS,
  MAX_IDEAS,
  type ImageIdea,
  type ImageIdeasInput,
} from './image-ideas';
export { NoKeywordsError } from './errors';
