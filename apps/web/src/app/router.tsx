import { adminAreaRoles, superAdminRoles } from '@auction/contracts';
import { Suspense } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { registerNavigator } from '../lib/navigation';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RequireRoles } from './guards/require-roles';
import { PublicLayout } from './layouts/public-layout';
import {
  AboutPage,
  AbsenteeBidsPage,
  AdminAuctionEditPage,
  AdminAuctionLotsPage,
  AdminAuctionNewPage,
  AdminAuctionsPage,
  AdminDashboardPage,
  AdminInvoicePage,
  AdminInvoicesPage,
  AdminLayout,
  AdminSettingsPage,
  AuctionDashboardPage,
  AuctioneerDisplayPage,
  AuctionPage,
  AuctionsPage,
  BackupsPage,
  BidderRegistrationPage,
  BooksPage,
  BuyNowItemPage,
  BuyNowPage,
  CampaignPage,
  CashDrawerPage,
  CategoryPage,
  ClerkPanelPage,
  ClerkPanelSstPage,
  CmsPageEditorPage,
  CmsPagesPage,
  CommissionProfilesPage,
  ConsignorPage,
  ConsignorsPage,
  ContactPage,
  CustomCmsPage,
  DashboardPage,
  ForgotPasswordPage,
  HomePage,
  ImportImagesPage,
  IncrementProfilesPage,
  InventoryImportPage,
  InventoryIntakePage,
  InventoryItemPage,
  InventoryPage,
  InvoicePage,
  InvoicePaymentPage,
  LiveRoomPage,
  LiveRoomSstPage,
  LocationPage,
  LocationsPage,
  LoginPage,
  LotPage,
  LotStatsPage,
  MarketingPage,
  MyInvoicesPage,
  NewCampaignPage,
  NotFoundPage,
  PastAuctionsPage,
  PickListPage,
  PrivacyPolicyPage,
  ProfilePage,
  RegisterPage,
  ReleaseDeskPage,
  ReportsPage,
  ResetPasswordPage,
  SearchPage,
  ServicesPage,
  StatementPage,
  StatementsPage,
  TermsPage,
  TestAiClerkPage,
  UnsubscribePage,
  UserPage,
  UsersPage,
  VerifyEmailPage,
  WatchlistPage,
} from './pages';
import { RootLayout } from './root-layout';
import { prefetchAuction, prefetchLot, withPage } from './route-prefetch';
import { RouteErrorScreen } from './screens/route-error-screen';

/** Every route of spec section 2, with its guard. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage />, loader: withPage(HomePage) },
          { path: 'auctions', element: <AuctionsPage />, loader: withPage(AuctionsPage) },
          { path: 'auctions/past', element: <PastAuctionsPage /> },
          {
            path: 'auctions/:auctionId',
            element: <AuctionPage />,
            loader: withPage(AuctionPage, prefetchAuction),
          },
          { path: 'auctions/:auctionId/live', element: <LiveRoomPage /> },
          { path: 'auctions/:auctionId/live-sst', element: <LiveRoomSstPage /> },
          { path: 'lots/:lotId', element: <LotPage />, loader: withPage(LotPage, prefetchLot) },
          { path: 'inventory/:itemId', element: <BuyNowItemPage /> },
          { path: 'category/:slug', element: <CategoryPage /> },
          { path: 'buy-now', element: <BuyNowPage /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'services', element: <ServicesPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'contact', element: <ContactPage /> },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
            ],
          },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'unsubscribe', element: <UnsubscribePage /> },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'terms-conditions', element: <TermsPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'watchlist', element: <WatchlistPage /> },
              { path: 'invoices', element: <MyInvoicesPage /> },
              { path: 'invoices/:invoiceId', element: <InvoicePage /> },
              { path: 'invoices/:invoiceId/pay', element: <InvoicePaymentPage /> },
            ],
          },
          // A page an Admin added in the CMS (`/faq`), else the not-found page.
          { path: '*', element: <CustomCmsPage /> },
        ],
      },
      {
        path: 'admin',
        element: <RequireAuth />,
        children: [
          {
            element: <RequireRoles roles={adminAreaRoles} />,
            children: [
              // The auctioneer's screen: full screen, without the admin sidebar.
              { path: 'auctioneer-display/:auctionId', element: <AuctioneerDisplayPage /> },
              {
                element: (
                  <Suspense fallback={<FullScreenLoader />}>
                    <AdminLayout />
                  </Suspense>
                ),
                children: [
                  { index: true, element: <AdminDashboardPage /> },
                  { path: 'inventory', element: <InventoryPage /> },
                  { path: 'inventory/new', element: <InventoryIntakePage /> },
                  { path: 'inventory/:itemId', element: <InventoryItemPage /> },
                  { path: 'inventory/locations', element: <LocationsPage /> },
                  { path: 'inventory/locations/:locationId', element: <LocationPage /> },
                  { path: 'inventory/import', element: <InventoryImportPage /> },
                  { path: 'inventory/import-images', element: <ImportImagesPage /> },
                  { path: 'auctions', element: <AdminAuctionsPage /> },
                  { path: 'auctions/new', element: <AdminAuctionNewPage /> },
                  { path: 'auctions/:auctionId/edit', element: <AdminAuctionEditPage /> },
                  { path: 'auctions/:auctionId/dashboard', element: <AuctionDashboardPage /> },
                  { path: 'auctions/:auctionId/lots', element: <AdminAuctionLotsPage /> },
                  { path: 'auctions/:auctionId/lot-stats', element: <LotStatsPage /> },
                  { path: 'auctions/:auctionId/bidder-registration', element: <BidderRegistrationPage /> },
                  { path: 'auctions/:auctionId/absentee-bids', element: <AbsenteeBidsPage /> },
                  { path: 'invoices', element: <AdminInvoicesPage /> },
                  { path: 'invoices/:invoiceId', element: <AdminInvoicePage /> },
                  { path: 'release-desk', element: <ReleaseDeskPage /> },
                  { path: 'release-desk/pick-list', element: <PickListPage /> },
                  { path: 'cash-drawer', element: <CashDrawerPage /> },
                  { path: 'consignors', element: <ConsignorsPage /> },
                  { path: 'consignors/:consignorId', element: <ConsignorPage /> },
                  { path: 'consignor-statements', element: <StatementsPage /> },
                  { path: 'consignor-statements/:consignorId/:auctionId', element: <StatementPage /> },
                  { path: 'bid-increment-profiles', element: <IncrementProfilesPage /> },
                  { path: 'commission-profiles', element: <CommissionProfilesPage /> },
                  { path: 'reports', element: <ReportsPage /> },
                  { path: 'reports/books', element: <BooksPage /> },
                  { path: 'cms', element: <CmsPagesPage /> },
                  { path: 'cms/:pageId', element: <CmsPageEditorPage /> },
                  { path: 'marketing', element: <MarketingPage /> },
                  { path: 'marketing/campaigns/new', element: <NewCampaignPage /> },
                  { path: 'marketing/campaigns/:campaignId', element: <CampaignPage /> },
                  { path: 'clerk-panel/:auctionId', element: <ClerkPanelPage /> },
                  { path: 'clerk-panel-sst/:auctionId', element: <ClerkPanelSstPage /> },
                  { path: 'test-ai-clerk', element: <TestAiClerkPage /> },
                  {
                    element: <RequireRoles roles={superAdminRoles} />,
                    children: [
                      { path: 'users', element: <UsersPage /> },
                      { path: 'users/:userId', element: <UserPage /> },
                      { path: 'settings', element: <AdminSettingsPage /> },
                      { path: 'backups', element: <BackupsPage /> },
                    ],
                  },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** With a server-rendered page's loader answers, the loaders do not run again (decision 0070). */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
