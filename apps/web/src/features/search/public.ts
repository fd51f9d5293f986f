export { SavedSearchesSection } from './components/saved-searches-section';
