import { createGraphQLClient } from '~/lib/graphql';
import { reportGraphQLTiming } from '~/lib/metrics';
import { $language, currentCurrency } from './preferences';

/** The GraphQL client every island uses: it sends the visitor's language, currency and referrer. */
export const api = createGraphQLClient({
  getPreferences: () => ({
    langCode: $language.get(),
    currency: currentCurrency(),
    referrer: typeof document === 'undefined' ? null : document.referrer || null,
  }),
  onTiming: reportGraphQLTiming,
});
