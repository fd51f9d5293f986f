export { PickupCalendarButton, SaleCalendarLink } from './components/calendar-links';
export { LotMatchesHint } from './components/lot-matches-hint';
export { RemindMeButton } from './components/remind-me-button';
