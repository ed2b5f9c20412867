/** Models: the server's AI model catalogue (GET /api/models) and which models are ready to use. */
export { ModelAvailability } from './components/ModelAvailability';
export { useModels } from './hooks/use-models';
export { unavailableText } from './availability-text';
