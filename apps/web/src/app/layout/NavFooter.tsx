import { NavLink, Stack } from '@mantine/core';
import { IconMailbox } from '@tabler/icons-react';
import { Link, useLocation } from '../../shared/routing';
import { useSession } from '../../features/auth';
import { ServerStatus } from '../../features/status';

/**
 * The bottom of the navbar, for admins only: the development mail outbox and the server's status. Visitors
 * see no developer tools or status words (the outbox link with its token comes from the start-up log).
 */
export function NavFooter() {
  const { pathname } = useLocation();
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  return (
    <Stack gap={4}>
      <NavLink
        component={Link}
        to="/dev/outbox"
        label="Mail outbox"
        description="Dev sign-in codes"
        leftSection={<IconMailbox size={18} stroke={1.6} aria-hidden />}
        active={pathname === '/dev/outbox'}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      <ServerStatus />
    </Stack>
  );
}
