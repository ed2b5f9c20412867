import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PricingPage } from '../features/buy';
import { HomeRedirect, SpacesRedirect } from '../features/home';
import { AppLayout } from './layout/AppLayout';

// Pages load on demand, so the first page stays small.
const ComingSoonPage = lazy(() =>
  import('../features/coming-soon/pages').then((m) => ({ default: m.ComingSoonPage })),
);
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
const ViewerPage = lazy(() => import('../features/viewer/pages').then((m) => ({ default: m.ViewerPage })));
const MusicHomePage = lazy(() =>
  import('../features/music/pages').then((m) => ({ default: m.MusicHomePage })),
);
const MusicPlayerPage = lazy(() =>
  import('../features/music/pages').then((m) => ({ default: m.MusicPlayerPage })),
);
const OfficesPage = lazy(() => import('../features/offices/pages').then((m) => ({ default: m.OfficesPage })));
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
const NotFoundPage = lazy(() =>
  import('../features/not-found/pages').then((m) => ({ default: m.NotFoundPage })),
);

/** The app's routes, rendered by `App` with `useRoutes` (the declarative router: no data APIs are used). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'spaces', element: <SpacesRedirect /> },
      // The viewer opens over the generator, which stays mounted: closing it restores the view root as it was.
      {
        path: 'images',
        element: <GeneratorPage />,
        children: [{ path: ':filename', element: <ViewerPage /> }],
      },
      // The editor is its own page (not over the generator): a static segment ranks above `images/:filename`.
      { path: 'images/edit', element: <EditorPage /> },
      { path: 'images/edit/:filename', element: <EditorPage /> },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'photo-wizard', element: <PhotoWizardPage /> },
      { path: 'video', element: <ComingSoonPage view="video" /> },
      { path: 'video/:filename', element: <ComingSoonPage view="videoViewer" /> },
      // The player opens over the library the same way (/music/app is the app variant).
      {
        path: 'music',
        element: <MusicHomePage />,
        children: [{ path: ':filename', element: <MusicPlayerPage /> }],
      },
      {
        path: 'music/app',
        element: <MusicHomePage />,
        children: [{ path: ':filename', element: <MusicPlayerPage /> }],
      },
      { path: 'chat', element: <ChatPage /> },
      { path: 'mock-interview', element: <MockInterviewPage /> },
      { path: 'mock-interview/app', element: <MockInterviewPage /> },
      { path: 'mathsos', element: <MathSosPage /> },
      { path: 'mathsos/app', element: <MathSosPage /> },
      { path: 'app', element: <OfficesPage /> },
      { path: 'app/:officeId', element: <OfficePage /> },
      { path: 'privacy-policy', element: <LegalPage kind="privacy" /> },
      { path: 'terms', element: <LegalPage kind="terms" /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'gift-cards', element: <GiftCardsPage /> },
      { path: 'gift/:id', element: <RedeemGiftPage /> },
      { path: 'dev/outbox', element: <DevOutboxPage /> },
      { path: 'admin/notifications', element: <AdminNotificationsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
