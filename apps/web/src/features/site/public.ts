export { useCompanyProfile } from './api/company-profile';
export { usePublicSettings } from './api/public-settings';
export { contactLinkClass } from './components/contact-fact';
export { ContactFacts } from './components/contact-facts';
export { serviceLines } from './service-lines';
