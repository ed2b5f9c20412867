import type { ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';
import { ToastHost } from './toast-host';

const queryClient = createQueryClient();
// The same key the inline script of index.html reads before the first paint.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });

/**
 * Theme (light/dark, saved; the system's by default), toasts and server state. The provider writes all of
 * the theme's CSS variables (`deduplicateCssVariables={false}`), not only those that differ from Mantine's
 * defaults, so the first load goes without Mantine's default-css-variables.css (~4 kB gzipped): the same
 * values, computed by code every first load runs anyway.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      deduplicateCssVariables={false}
    >
      <ToastHost position="bottom-right" limit={4} zIndex={1000} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
