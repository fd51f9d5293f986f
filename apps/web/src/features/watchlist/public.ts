export { myBidsQuery, watchlistQuery, wonLotsQuery } from './api/my-lists-queries';
export { WatchButton } from './components/watch-button';
export { useLiveMyLists } from './use-live-my-lists';
