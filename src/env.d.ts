/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly PUBLIC_BUILD_ID: string;
}

declare namespace App {
  interface Locals {
    locale: import('./i18n/locales').Locale;
  }
}
