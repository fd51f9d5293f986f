export { AlertsSection } from './components/alerts-section';
