import { Suspense, useEffect, type ReactNode } from 'react';
import { Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from '../../shared/routing';
import {
  AccountControls,
  LoginDialogHost,
  useLoginDialog,
  useSession,
  useSignInErrorFromUrl,
} from '../../features/auth';
import { BuyDialogsHost } from '../../features/buy';
import { CreditsButton, CreditsHost } from '../../features/credits';
import { FeedbackPopupHost } from '../../features/forms';
import { GamesHost } from '../../features/games';
import { HelperChat } from '../../features/helper-chat';
import { NotificationHost } from '../../features/notifications';
import { rememberView } from '../../features/home';
import { ConfirmHost } from '../../shared/confirm';
import { LoadingState } from '../../shared/LoadingState';
import { useRealtime } from '../realtime';
import { Brand } from './Brand';
import { MainNav } from './MainNav';
import { NavFooter } from './NavFooter';
import { ThemeToggle } from './ThemeToggle';
import classes from './AppLayout.module.css';

/** The app shell: header (brand, credits, account), the navigation and the routed page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const { session } = useSession();
  const login = useLoginDialog();
  useRealtime(session?.userId ?? null);
  useSignInErrorFromUrl();

  // The drawer closes once the user has picked a page.
  const closeNav = nav.close;
  useEffect(() => closeNav(), [pathname, closeNav]);
  // `/` takes a signed-in person back to the view they were last in.
  const signedIn = !!session;
  useEffect(() => {
    if (signedIn) rememberView(pathname);
  }, [pathname, signedIn]);

  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      {/* The shell is laid out by AppLayout.module.css (what Mantine's AppShell did, without its code): a fixed
          header, the navigation fixed beside the page from `sm` and a drawer below it, the page under both. */}
      <div
        className={classes.shell}
        // While the login dialog is open the page behind it is out of reach, for the keyboard and for
        // assistive technology alike.
        inert={login.opened}
        aria-hidden={login.opened || undefined}
      >
        {/* `right-scroll-bar-position`: while a dialog locks the page's scrolling, the header keeps its place
            where the scrollbar was (react-remove-scroll's class, as AppShell gave it). */}
        <header className={`${classes.header} right-scroll-bar-position`}>
          <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <Burger
                opened={navOpened}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
              />
              <Brand />
            </Group>
            <Group gap={8} wrap="nowrap">
              <ThemeToggle />
              <CreditsButton />
              <AccountControls />
            </Group>
          </Group>
        </header>

        <nav className={classes.navbar} data-opened={navOpened || undefined}>
          {/* A plain scrolling section: Mantine's ScrollArea would bring a positioning library into every first load. */}
          <div className={classes.navScroll}>
            <MainNav />
          </div>
          <div className={classes.navFooter}>
            <NavFooter />
          </div>
        </nav>

        <main className={classes.main} id="main" tabIndex={-1}>
          <Suspense fallback={<LoadingState label="Loading page…" minHeight="60vh" />}>{children}</Suspense>
        </main>
      </div>
      <LoginDialogHost />
      <BuyDialogsHost />
      <CreditsHost />
      <GamesHost />
      <HelperChat />
      <FeedbackPopupHost />
      <NotificationHost />
      <ConfirmHost />
    </>
  );
}
