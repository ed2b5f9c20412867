import { SHIPPED_SAT_MATH_OFFICE, isMathOffice } from '@muse/domain';
import { useOffice } from '../../offices';
import { LoadingState } from '../../../shared/LoadingState';
import { SatMathView } from './SatMathView';

/**
 * SAT math opened by a dialog's [SAT_MATH] answer: the lessons of the dialog's office when it is a math
 * office, otherwise those of the shipped SAT math office (a chat office has no lessons of its own).
 */
export function DialogSatMath({ officeId }: { officeId: string }) {
  const office = useOffice(officeId, { enabled: officeId !== '' });
  if (officeId && office.isPending) return <LoadingState label="Loading the lessons…" />;
  const own = office.data && isMathOffice(office.data);
  return <SatMathView officeId={own ? officeId : SHIPPED_SAT_MATH_OFFICE} />;
}
