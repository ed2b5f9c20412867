import type * as z from 'zod/mini';
import type { HealthReadyReply } from '@muse/contracts';

type Report = z.output<typeof HealthReadyReply>;

export type ServerStatusTone = 'checking' | 'ready' | 'degraded' | 'unreachable';

export interface ServerStatusView {
  tone: ServerStatusTone;
  label: string;
  /** One line per check that failed, e.g. "Queue: connection refused". */
  problems: string[];
}

const CHECK_NAMES = { database: 'Database', queue: 'Job queue', storage: 'Storage' } as const;

/** What the status indicator says for a readiness report (or its absence). */
export function describeServerStatus(report: Report | undefined, failed: boolean): ServerStatusView {
  if (failed) return { tone: 'unreachable', label: 'Server unreachable', problems: [] };
  if (!report) return { tone: 'checking', label: 'Checking the server…', problems: [] };
  const problems = (Object.keys(CHECK_NAMES) as (keyof typeof CHECK_NAMES)[])
    .filter((key) => !report.checks[key].ok)
    .map((key) => `${CHECK_NAMES[key]}: ${report.checks[key].detail ?? 'not ready'}`);
  if (report.status === 'ok' && problems.length === 0)
    return { tone: 'ready', label: 'All systems ready', problems };
  return { tone: 'degraded', label: 'Some services are down', problems };
}
