import { Suspense, useState, type ReactNode } from 'react';

/**
 * A host's lazily loaded dialogs: nothing until one is first opened (their code loads then, so the first page
 * stays small), then kept mounted for their closing transitions.
 */
export function MountOnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(opened);
  if (opened && !needed) setNeeded(true);
  if (!needed) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
