export { phoneBiddersQuery } from './api/phone-bidders';
