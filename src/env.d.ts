/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly PUBLIC_BUILD_ID: string;
}

declare namespace App {
  interface Locals {
    locale: import('./i18n/locales').Locale;
    /** Set by the admin guard when the request carries a valid admin session. */
    admin?: { email: string; loginTimestamp: number };
    /** Why a 404 is shown: an unknown address, or a route check that failed (spec 1 §2). */
    notFound?: { reason: 'unmatched' | 'route-check'; path: string };
    /** The public path a localised address was rewritten from (/de/meine-reise-planen → /de/plan-my-trip). */
    rewrittenFrom?: string;
  }
}
