/** Models: the AI model catalogue served to the clients. */
export { modelsRoutes } from './models.routes';
export { ModelsService, type ModelExamples } from './models.service';
