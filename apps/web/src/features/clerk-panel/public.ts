export { ClerkPanelPage } from './pages/clerk-panel-page';
