import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { interviewApi } from '../interview.api';
import { INTERVIEW_DONE_DELAY_MS } from '@muse/domain';
import { REPORT_POLL_MS, reportPhase, type ReportPhase } from '../report-phase';

/**
 * The evaluation of a submitted interview, asked for every 2 s until it is ready (404 until then; a failed
 * evaluation keeps the report waiting, as the spec says), and the report's phase.
 */
export function useInterviewResult(id: string | null) {
  const query = useQuery({
    queryKey: ['interview', 'result', id],
    queryFn: ({ signal }) => interviewApi.result(id ?? '', signal),
    enabled: id !== null,
    retry: false,
    refetchInterval: (q) => (q.state.data && 'overallAnalysis' in q.state.data ? false : REPORT_POLL_MS),
  });
  const result = query.data && 'overallAnalysis' in query.data ? query.data : null;
  // The result stops the polling, so the last update is when it came.
  const arrivedAt = result ? query.dataUpdatedAt : null;
  const [now, setNow] = useState(() => Date.now());
  const phase: ReportPhase = reportPhase(arrivedAt, now);
  // One tick when the 2 s are up turns "arrived" into "done".
  useEffect(() => {
    if (phase !== 'arrived' || arrivedAt === null) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.max(0, arrivedAt + INTERVIEW_DONE_DELAY_MS - Date.now()) + 20,
    );
    return () => clearTimeout(timer);
  }, [phase, arrivedAt]);
  return { result, phase };
}
