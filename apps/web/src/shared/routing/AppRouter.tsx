import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { indexFirstEntry } from './history';
import { useAppLocation } from './navigation';

/**
 * The app's router: wouter (~2 kB, where react-router's declarative mode was ~13 kB of every first load) with
 * the address from the browser and navigation through `NavigateContext`.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  indexFirstEntry();
  return <Router hook={useAppLocation}>{children}</Router>;
}
