/** A report must be one of these five types. */
export const REPORT_TYPES = ['inappropriate', 'explicit', 'offensive', 'violence', 'other'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}
