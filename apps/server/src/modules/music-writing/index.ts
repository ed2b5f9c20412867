/** Words for music: track ideas and AI lyrics sections (local writers, or a hosted text model). */
export { musicWritingRoutes } from './music-writing.routes';
