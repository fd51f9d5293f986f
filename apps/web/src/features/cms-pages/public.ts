export { sectionOf, useCmsPage } from './api/cms-page-query';
