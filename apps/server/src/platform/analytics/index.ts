/**
 * Product analytics: generation requested, purchase and share events to a pluggable sink (the log by
 * default; PostHog or Plausible when configured). Nothing goes to a third party without configuration.
 */
export {
  createAnalytics,
  LogAnalytics,
  PlausibleAnalytics,
  PostHogAnalytics,
  type AnalyticsConfig,
  type AnalyticsEvent,
  type AnalyticsSink,
} from './analytics';
