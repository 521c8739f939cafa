/** The company that operates Cardroom (named by the privacy policy, terms and credits) and the info pages. */
export const COMPANY = 'Cardroom Games Ltd.';

/** The information pages, in the order the support hub and each page's "More information" list them. */
export const INFO_PAGES = [
  { key: 'privacy', to: '/legal/privacy' },
  { key: 'terms', to: '/legal/terms' },
  { key: 'guidelines', to: '/legal/community-guidelines' },
  { key: 'credits', to: '/legal/credits' },
  { key: 'beta', to: '/support/beta' },
] as const;
