export { HeaderSearch } from './components/header-search';
export { SavedSearchesSection } from './components/saved-searches-section';
