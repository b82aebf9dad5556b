import { isCurrency } from '~/lib/currency';
import { isLocale } from '~/i18n/locales';
import { $currency, $language, $referralCode, rememberCampaign, rememberVisit } from '~/stores/preferences';
import { readCampaign, readReferralCode, withReferralParams } from '~/stores/preferences.rules';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function writeCookie(name: string, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and older Firefox.
  document.cookie = `${name}=${value}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Keeps the visitor's preferences in step with the page: the page's language is
 * the choice (stored in the `lang` cookie for a year), the currency is the page's
 * (the server's choice or detection), campaigns and history are remembered, a referral registered once.
 */
export function syncVisitor(): void {
  const lang = document.documentElement.lang;
  if (isLocale(lang)) {
    $language.set(lang);
    if (readCookie('lang') !== lang) writeCookie('lang', lang);
  }
  // The page's currency (chosen or detected by the server), else the chosen one from the cookie.
  const currency = document.documentElement.dataset['currency'] ?? readCookie('currency');
  if (isCurrency(currency)) $currency.set(currency);

  const url = new URL(location.href);
  rememberCampaign(readCampaign(url));
  rememberVisit({ path: url.pathname, title: document.title, at: Date.now() });
  void registerReferral(url);
}

const REFERRAL_HIT = `mutation referralPageHit($referralCode: String!) {
  referralPageHit(referralCode: $referralCode) { ok }
}`;

async function registerReferral(url: URL): Promise<void> {
  const code = readReferralCode(url);
  if (!code || $referralCode.get()) return;
  try {
    // Only a visitor arriving with an invite needs the GraphQL client: it loads for them alone.
    const { api } = await import('~/stores/api');
    const answer = await api.mutation<{ referralPageHit: { ok: boolean } }>(REFERRAL_HIT, { referralCode: code });
    if (!answer.referralPageHit.ok) return;
    $referralCode.set(code);
    rememberCampaign({ source: 'referral', medium: 'traveler' });
    history.replaceState(history.state, '', withReferralParams(new URL(location.href), code));
  } catch {
    // Not confirmed: the next page with the code tries again.
  }
}
