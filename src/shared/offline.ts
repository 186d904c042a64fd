/** The Trusted Types policy that registers the service worker: the page creates it, the CSP names it. */
export const SW_TRUSTED_TYPES_POLICY = 'pantry-chef-sw';
