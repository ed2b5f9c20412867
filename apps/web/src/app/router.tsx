import { lazy, type ReactNode } from 'react';
import { PricingPage } from '../features/buy';
import { HomeRedirect, SpacesRedirect } from '../features/home';
import { Route, Switch, WithOutlet } from '../shared/routing';

// Pages load on demand, so the first page stays small.
const DevOutboxPage = lazy(() =>
  import('../features/dev-outbox/pages').then((m) => ({ default: m.DevOutboxPage })),
);
const GiftCardsPage = lazy(() =>
  import('../features/gifts/pages').then((m) => ({ default: m.GiftCardsPage })),
);
const RedeemGiftPage = lazy(() =>
  import('../features/gifts/pages').then((m) => ({ default: m.RedeemGiftPage })),
);
const GeneratorPage = lazy(() =>
  import('../features/generator/pages').then((m) => ({ default: m.GeneratorPage })),
);
const VideoPage = lazy(() => import('../features/video/pages').then((m) => ({ default: m.VideoPage })));
const ViewerPage = lazy(() => import('../features/viewer/pages').then((m) => ({ default: m.ViewerPage })));
const MusicHomePage = lazy(() =>
  import('../features/music/pages').then((m) => ({ default: m.MusicHomePage })),
);
const MusicPlayerPage = lazy(() =>
  import('../features/music/pages').then((m) => ({ default: m.MusicPlayerPage })),
);
const PianoChallengePage = lazy(() =>
  import('../features/games/pages').then((m) => ({ default: m.PianoChallengePage })),
);
const LiveMusicPage = lazy(() =>
  import('../features/live-music/pages').then((m) => ({ default: m.LiveMusicPage })),
);
const OfficesPage = lazy(() => import('../features/offices/pages').then((m) => ({ default: m.OfficesPage })));
const LiveRoomPage = lazy(() => import('../features/rooms/pages').then((m) => ({ default: m.LiveRoomPage })));
const OfficePage = lazy(() => import('../features/offices/pages').then((m) => ({ default: m.OfficePage })));
const LegalPage = lazy(() => import('../features/legal/pages').then((m) => ({ default: m.LegalPage })));
const MockInterviewPage = lazy(() =>
  import('../features/interview/pages').then((m) => ({ default: m.MockInterviewPage })),
);
const ChatPage = lazy(() => import('../features/chat/pages').then((m) => ({ default: m.ChatPage })));
const MathSosPage = lazy(() => import('../features/mathsos/pages').then((m) => ({ default: m.MathSosPage })));
const AccountPage = lazy(() => import('../features/account/pages').then((m) => ({ default: m.AccountPage })));
const PhotoWizardPage = lazy(() =>
  import('../features/wizard/pages').then((m) => ({ default: m.PhotoWizardPage })),
);
const EditorPage = lazy(() => import('../features/editor/pages').then((m) => ({ default: m.EditorPage })));
const AdminNotificationsPage = lazy(() =>
  import('../features/notifications/pages').then((m) => ({ default: m.AdminNotificationsPage })),
);
const ModerationPage = lazy(() =>
  import('../features/moderation/pages').then((m) => ({ default: m.ModerationPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/pages').then((m) => ({ default: m.NotFoundPage })),
);

/** `page` with `child` shown over it while the address names a file (`:filename`). */
const withChild =
  (page: ReactNode, child: ReactNode) =>
  ({ filename }: { filename?: string | undefined }) => (
    <WithOutlet outlet={filename ? child : null}>{page}</WithOutlet>
  );

/**
 * The app's pages by address, first match wins (a static segment such as `/images/edit` before
 * `/images/:filename`). `AppLayout` (in `App`) frames them. A page with a child route keeps showing while the
 * child opens over it: the viewer over the generator and the player over the library (`<Outlet />`), so
 * closing it restores the view as it was.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomeRedirect />
      </Route>
      <Route path="/spaces">
        <SpacesRedirect />
      </Route>
      <Route path="/images/edit">
        <EditorPage />
      </Route>
      <Route path="/images/edit/:filename">
        <EditorPage />
      </Route>
      {/* /images/app is the app variant of the generator: a static segment, before the viewer's /images/:filename. */}
      <Route path="/images/app/:filename?">{withChild(<GeneratorPage />, <ViewerPage />)}</Route>
      <Route path="/images/:filename?">{withChild(<GeneratorPage />, <ViewerPage />)}</Route>
      <Route path="/pricing">
        <PricingPage />
      </Route>
      <Route path="/photo-wizard">
        <PhotoWizardPage />
      </Route>
      <Route path="/video/:filename?">{withChild(<VideoPage />, <ViewerPage />)}</Route>
      {/* /music/app is the app variant of the library: a static segment, before the player's /music/:filename. */}
      <Route path="/music/app/:filename?">{withChild(<MusicHomePage />, <MusicPlayerPage />)}</Route>
      <Route path="/music/:filename?">{withChild(<MusicHomePage />, <MusicPlayerPage />)}</Route>
      <Route path="/piano-challenge">
        <PianoChallengePage />
      </Route>
      <Route path="/live-music">
        <LiveMusicPage />
      </Route>
      <Route path="/chat">
        <ChatPage />
      </Route>
      <Route path="/mock-interview">
        <MockInterviewPage />
      </Route>
      <Route path="/mock-interview/app">
        <MockInterviewPage />
      </Route>
      <Route path="/mathsos">
        <MathSosPage />
      </Route>
      <Route path="/mathsos/app">
        <MathSosPage />
      </Route>
      <Route path="/app">
        <OfficesPage />
      </Route>
      <Route path="/app/:officeId/room">
        <LiveRoomPage />
      </Route>
      <Route path="/app/:officeId">
        <OfficePage />
      </Route>
      <Route path="/privacy-policy">
        <LegalPage kind="privacy" />
      </Route>
      <Route path="/terms">
        <LegalPage kind="terms" />
      </Route>
      <Route path="/account">
        <AccountPage />
      </Route>
      <Route path="/gift-cards">
        <GiftCardsPage />
      </Route>
      <Route path="/gift/:id">
        <RedeemGiftPage />
      </Route>
      <Route path="/dev/outbox">
        <DevOutboxPage />
      </Route>
      <Route path="/admin/notifications">
        <AdminNotificationsPage />
      </Route>
      <Route path="/admin/moderation">
        <ModerationPage />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
