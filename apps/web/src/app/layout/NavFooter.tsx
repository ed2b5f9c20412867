import { Stack } from '@mantine/core';
import { IconMailbox } from '@tabler/icons-react';
import { Link, useLocation } from '../../shared/routing';
import { useSession } from '../../features/auth';
import { ServerStatus } from '../../features/status';
import classes from './MainNav.module.css';

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
      <Link
        to="/dev/outbox"
        aria-current={pathname === '/dev/outbox' ? 'page' : undefined}
        className={classes.link}
      >
        <span className={classes.icon}>
          <IconMailbox size={18} stroke={1.6} aria-hidden />
        </span>
        <span className={classes.label}>
          Mail outbox
          <span className={classes.description}>Dev sign-in codes</span>
        </span>
      </Link>
      <ServerStatus />
    </Stack>
  );
}
