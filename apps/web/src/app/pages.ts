import { lazyWithRetry } from '../lib/lazy-with-retry';

// Every page is its own chunk, loaded with the spec's retry and update-screen policy.
// The admin area's frame (sidebar, drawer) stays out of the public pages' first load.
export const AdminLayout = lazyWithRetry(() =>
  import('./layouts/admin/admin-layout').then((m) => m.AdminLayout),
);
export const HomePage = lazyWithRetry(() =>
  import('../features/home/pages/home-page').then((m) => m.HomePage),
);
export const ServicesPage = lazyWithRetry(() =>
  import('../features/services/pages/services-page').then((m) => m.ServicesPage),
);
export const AboutPage = lazyWithRetry(() =>
  import('../features/about/pages/about-page').then((m) => m.AboutPage),
);
export const ContactPage = lazyWithRetry(() =>
  import('../features/contact/pages/contact-page').then((m) => m.ContactPage),
);
export const LoginPage = lazyWithRetry(() =>
  import('../features/auth/pages/login-page').then((m) => m.LoginPage),
);
export const RegisterPage = lazyWithRetry(() =>
  import('../features/auth/pages/register-page').then((m) => m.RegisterPage),
);
export const ForgotPasswordPage = lazyWithRetry(() =>
  import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyWithRetry(() =>
  import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
);
export const VerifyEmailPage = lazyWithRetry(() =>
  import('../features/auth/pages/verify-email-page').then((m) => m.VerifyEmailPage),
);
export const UnsubscribePage = lazyWithRetry(() =>
  import('../features/unsubscribe/pages/unsubscribe-page').then((m) => m.UnsubscribePage),
);
export const PrivacyPolicyPage = lazyWithRetry(() =>
  import('../features/legal/pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
);
export const TermsPage = lazyWithRetry(() =>
  import('../features/legal/pages/terms-page').then((m) => m.TermsPage),
);
export const DashboardPage = lazyWithRetry(() =>
  import('../features/account/pages/dashboard-page').then((m) => m.DashboardPage),
);
export const ProfilePage = lazyWithRetry(() =>
  import('../features/account/pages/profile-page').then((m) => m.ProfilePage),
);
export const SearchPage = lazyWithRetry(() =>
  import('../features/search/pages/search-page').then((m) => m.SearchPage),
);
export const WatchlistPage = lazyWithRetry(() =>
  import('../features/watchlist/pages/watchlist-page').then((m) => m.WatchlistPage),
);
export const MyInvoicesPage = lazyWithRetry(() =>
  import('../features/invoices/pages/my-invoices-page').then((m) => m.MyInvoicesPage),
);
export const InvoicePage = lazyWithRetry(() =>
  import('../features/invoices/pages/invoice-page').then((m) => m.InvoicePage),
);
export const InvoicePaymentPage = lazyWithRetry(() =>
  import('../features/payments/pages/invoice-payment-page').then((m) => m.InvoicePaymentPage),
);
export const AdminDashboardPage = lazyWithRetry(() =>
  import('../features/admin/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage),
);
export const AdminSettingsPage = lazyWithRetry(() =>
  import('../features/admin/pages/admin-settings-page').then((m) => m.AdminSettingsPage),
);
export const AuctionDashboardPage = lazyWithRetry(() =>
  import('../features/admin-sale/pages/auction-dashboard-page').then((m) => m.AuctionDashboardPage),
);
export const LotStatsPage = lazyWithRetry(() =>
  import('../features/admin-sale/pages/lot-stats-page').then((m) => m.LotStatsPage),
);
export const BidderRegistrationPage = lazyWithRetry(() =>
  import('../features/admin-sale/pages/bidder-registration-page').then((m) => m.BidderRegistrationPage),
);
export const AbsenteeBidsPage = lazyWithRetry(() =>
  import('../features/admin-sale/pages/absentee-bids-page').then((m) => m.AbsenteeBidsPage),
);
export const CommissionProfilesPage = lazyWithRetry(() =>
  import('../features/admin-commission/pages/commission-profiles-page').then((m) => m.CommissionProfilesPage),
);
export const IncrementProfilesPage = lazyWithRetry(() =>
  import('../features/admin-increments/pages/increment-profiles-page').then((m) => m.IncrementProfilesPage),
);
export const AdminAuctionsPage = lazyWithRetry(() =>
  import('../features/admin-auctions/pages/admin-auctions-page').then((m) => m.AdminAuctionsPage),
);
export const AdminAuctionNewPage = lazyWithRetry(() =>
  import('../features/admin-auctions/pages/admin-auction-edit-page').then((m) => m.AdminAuctionNewPage),
);
export const AdminAuctionEditPage = lazyWithRetry(() =>
  import('../features/admin-auctions/pages/admin-auction-edit-page').then((m) => m.AdminAuctionEditPage),
);
export const AdminAuctionLotsPage = lazyWithRetry(() =>
  import('../features/admin-auctions/pages/admin-auction-lots-page').then((m) => m.AdminAuctionLotsPage),
);
export const ConsignorsPage = lazyWithRetry(() =>
  import('../features/admin-consignors/pages/consignors-page').then((m) => m.ConsignorsPage),
);
export const ConsignorPage = lazyWithRetry(() =>
  import('../features/admin-consignors/pages/consignor-page').then((m) => m.ConsignorPage),
);
export const StatementsPage = lazyWithRetry(() =>
  import('../features/admin-statements/pages/statements-page').then((m) => m.StatementsPage),
);
export const ReportsPage = lazyWithRetry(() =>
  import('../features/admin-reports/pages/reports-page').then((m) => m.ReportsPage),
);
export const BooksPage = lazyWithRetry(() =>
  import('../features/admin-books/pages/books-page').then((m) => m.BooksPage),
);
export const StatementPage = lazyWithRetry(() =>
  import('../features/admin-statements/pages/statement-page').then((m) => m.StatementPage),
);
export const AdminInvoicesPage = lazyWithRetry(() =>
  import('../features/admin-invoices/pages/admin-invoices-page').then((m) => m.AdminInvoicesPage),
);
export const AdminInvoicePage = lazyWithRetry(() =>
  import('../features/admin-invoices/pages/admin-invoice-page').then((m) => m.AdminInvoicePage),
);
export const AuctionsPage = lazyWithRetry(() =>
  import('../features/catalogue/pages/auctions-page').then((m) => m.AuctionsPage),
);
export const PastAuctionsPage = lazyWithRetry(() =>
  import('../features/catalogue/pages/past-auctions-page').then((m) => m.PastAuctionsPage),
);
export const AuctionPage = lazyWithRetry(() =>
  import('../features/catalogue/pages/auction-page').then((m) => m.AuctionPage),
);
export const LotPage = lazyWithRetry(() =>
  import('../features/catalogue/pages/lot-page').then((m) => m.LotPage),
);
export const BuyNowPage = lazyWithRetry(() =>
  import('../features/buy-now/pages/buy-now-page').then((m) => m.BuyNowPage),
);
export const BuyNowItemPage = lazyWithRetry(() =>
  import('../features/buy-now/pages/buy-now-item-page').then((m) => m.BuyNowItemPage),
);
export const CategoryPage = lazyWithRetry(() =>
  import('../features/catalogue/pages/category-page').then((m) => m.CategoryPage),
);
export const CmsPagesPage = lazyWithRetry(() =>
  import('../features/admin-cms/pages/cms-pages-page').then((m) => m.CmsPagesPage),
);
export const CmsPageEditorPage = lazyWithRetry(() =>
  import('../features/admin-cms/pages/cms-page-editor-page').then((m) => m.CmsPageEditorPage),
);
export const CustomCmsPage = lazyWithRetry(() =>
  import('../features/cms-pages/pages/custom-page').then((m) => m.CustomPage),
);
export const NotFoundPage = lazyWithRetry(() =>
  import('../components/pages/not-found-page').then((m) => m.NotFoundPage),
);
export const LiveRoomPage = lazyWithRetry(() =>
  import('../features/live-room/pages/live-room-page').then((m) => m.LiveRoomPage),
);
export const LiveRoomSstPage = lazyWithRetry(() =>
  import('../features/live-stream/pages/live-room-sst-page').then((m) => m.LiveRoomSstPage),
);
export const ClerkPanelSstPage = lazyWithRetry(() =>
  import('../features/live-stream/pages/clerk-panel-sst-page').then((m) => m.ClerkPanelSstPage),
);
export const ClerkPanelPage = lazyWithRetry(() =>
  import('../features/clerk-panel/pages/clerk-panel-page').then((m) => m.ClerkPanelPage),
);
export const TestAiClerkPage = lazyWithRetry(() =>
  import('../features/ai-clerk/pages/test-ai-clerk-page').then((m) => m.TestAiClerkPage),
);
export const AuctioneerDisplayPage = lazyWithRetry(() =>
  import('../features/auctioneer-display/pages/auctioneer-display-page').then((m) => m.AuctioneerDisplayPage),
);
export const ReleaseDeskPage = lazyWithRetry(() =>
  import('../features/release-desk/pages/release-desk-page').then((m) => m.ReleaseDeskPage),
);
export const PickListPage = lazyWithRetry(() =>
  import('../features/release-desk/pages/pick-list-page').then((m) => m.PickListPage),
);
export const CashDrawerPage = lazyWithRetry(() =>
  import('../features/cash-drawer/pages/cash-drawer-page').then((m) => m.CashDrawerPage),
);
export const ImportImagesPage = lazyWithRetry(() =>
  import('../features/image-import/pages/import-images-page').then((m) => m.ImportImagesPage),
);
export const InventoryImportPage = lazyWithRetry(() =>
  import('../features/inventory-import/pages/inventory-import-page').then((m) => m.InventoryImportPage),
);
export const InventoryPage = lazyWithRetry(() =>
  import('../features/admin-inventory/pages/inventory-page').then((m) => m.InventoryPage),
);
export const InventoryIntakePage = lazyWithRetry(() =>
  import('../features/admin-inventory/pages/intake-page').then((m) => m.InventoryIntakePage),
);
export const InventoryItemPage = lazyWithRetry(() =>
  import('../features/admin-inventory/pages/item-page').then((m) => m.InventoryItemPage),
);
export const MarketingPage = lazyWithRetry(() =>
  import('../features/admin-marketing/pages/marketing-page').then((m) => m.MarketingPage),
);
export const NewCampaignPage = lazyWithRetry(() =>
  import('../features/admin-marketing/pages/campaign-page').then((m) => m.NewCampaignPage),
);
export const CampaignPage = lazyWithRetry(() =>
  import('../features/admin-marketing/pages/campaign-page').then((m) => m.CampaignPage),
);
export const LocationsPage = lazyWithRetry(() =>
  import('../features/admin-locations/pages/locations-page').then((m) => m.LocationsPage),
);
export const LocationPage = lazyWithRetry(() =>
  import('../features/admin-locations/pages/location-page').then((m) => m.LocationPage),
);
export const UsersPage = lazyWithRetry(() =>
  import('../features/admin-users/pages/users-page').then((m) => m.UsersPage),
);
export const UserPage = lazyWithRetry(() =>
  import('../features/admin-users/pages/user-page').then((m) => m.UserPage),
);
export const BackupsPage = lazyWithRetry(() =>
  import('../features/admin-backups/pages/backups-page').then((m) => m.BackupsPage),
);
