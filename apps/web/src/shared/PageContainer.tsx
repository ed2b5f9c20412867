import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The width and padding of a page's content inside the shell. */
export function PageContainer({ children, size = 'md' }: { children: ReactNode; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Container size={size} px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 'xl' }}>
      {children}
    </Container>
  );
}
