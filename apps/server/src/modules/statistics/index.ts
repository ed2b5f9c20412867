/**
 * Statistics: the statistics banner's real counts of this server (pictures, songs, accounts), each counted
 * by the module that owns it and kept a minute.
 */
export { StatisticsService, type StatisticsSources } from './statistics.service';
export { statisticsRoutes } from './statistics.routes';
