/**
 * Offices: assistant workspaces with an owner, members and assistants; training on topics
 * (typed, web pages, files) and Q&A pairs; answers grounded in that training; stored conversations.
 */
export { createOfficesModule, type OfficesModuleDeps } from './offices.module';
export { embedOfficeTrainingJob, scheduleOfficeEmbedding, type OfficeJobServices } from './offices.jobs';
export type { HostedEmbeddings, OfficeVectorIndexer } from './offices.vectors.indexer';
export { officesRoutes } from './offices.routes';
export { trainingRoutes } from './offices.training.routes';
export { chatRoutes } from './offices.chat.routes';
export { officeMediaRoutes } from './offices.media.routes';
export { uploadRoutes } from './offices.upload.routes';
export type { AvatarPortraits } from './offices.portraits';
export type { OfficeSpeech } from './offices.speech';
export type { OfficesService } from './offices.service';
export type { TrainingService } from './offices.training.service';
export type { OfficeChat } from './offices.chat.service';
export type { BuiltInOfficeDefinition } from './help-office/help-office';
