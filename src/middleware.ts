import { defineMiddleware, sequence } from 'astro:middleware';
import { DEFAULT_LOCALE, isLocale } from '~/i18n/locales';

/** Sets the request's locale from the path prefix (en when there is none). */
const locale = defineMiddleware((context, next) => {
  const prefix = context.url.pathname.split('/')[1];
  context.locals.locale = isLocale(prefix) ? prefix : DEFAULT_LOCALE;
  return next();
});

export const onRequest = sequence(locale);
