// One lazily loaded chunk for the public pages other than home (a visit to / does not need them).
export { ContactPage } from '../pages/site/ContactPage';
export { NewsletterConfirmPage } from '../pages/site/NewsletterConfirmPage';
export { PricingPage } from '../pages/site/PricingPage';
export { SiteTextPage } from '../pages/site/SiteTextPage';
