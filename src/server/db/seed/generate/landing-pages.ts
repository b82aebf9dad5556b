import type { Localized } from '../../schema/types';
import { COUNTRIES, FEATURED_PLACES, ZANZIBAR_PHRASES } from '../catalogue/countries';
import { SEASON_TEXTS } from '../catalogue/season-texts';
import { buildLandingPage, type LandingPageInsert } from '../factory-builders';
import { artworkPicture } from '../pictures';
import { isBelow } from './destinations';
import type { Places } from './places';
import { inPhrase, inRunningText, joinList, localize, monthList } from './text';

interface TripRef {
  title: Localized;
  nights: number;
  placeIds: number[];
}

/** One campaign page per entry of the featured list, Zanzibar included. */
export function buildLandingPages(places: Places, trips: readonly TripRef[]): LandingPageInsert[] {
  return FEATURED_PLACES.map((entry) => {
    const slug = entry.kind === 'country' ? COUNTRIES.find((c) => c.code === entry.code)?.slug : entry.slug;
    const root = slug ? places.get(slug) : undefined;
    if (!slug || !root) throw new Error(`no destination for featured entry ${JSON.stringify(entry)}`);
    const { seed } = root;
    const where = inPhrase(seed);
    const deTo = entry.kind === 'country' ? COUNTRIES.find((c) => c.code === entry.code)?.deTo : ZANZIBAR_PHRASES.deTo;
    const title: Localized = {
      en: `Tailor-made trips ${where.en.replace(/^(in|on|at) /, 'to ')}`,
      de: `Maßgeschneiderte Reisen ${deTo ?? where.de}`,
    };
    const within = [...places.values()].filter((p) => p.seed.stays && isBelow(p, root, places));
    const favourites = within.sort((a, b) => b.seed.popularity - a.seed.popularity).slice(0, 3);
    const matching = trips.filter((trip) => trip.placeIds.some((id) => within.some((p) => p.id === id)));
    const nights = matching.map((trip) => trip.nights);
    const paragraphs = (l: 'en' | 'de') =>
      [
        seed.description[l],
        [
          l === 'en' ? `Our favourite places ${where.en}:` : `Unsere Lieblingsorte ${where.de}:`,
          ...favourites.map(
            (p) => `${p.seed.name[l]} – ${l === 'de' ? inRunningText(p.seed.short.de) : p.seed.short.en}`,
          ),
        ].join(' '),
        `${l === 'en' ? 'The best time to travel is' : 'Die beste Reisezeit sind die Monate'} ${monthList(seed.best, l)}. ${SEASON_TEXTS[root.climate].note[l]}`,
        matching.length > 0
          ? l === 'en'
            ? `We offer ${matching.length} trips ${where.en}, from ${Math.min(...nights)} to ${Math.max(...nights)} nights – for example ${joinList(
                matching.slice(0, 3).map((trip) => `“${trip.title.en}”`),
                'en',
              )}. Every one can be changed to suit you.`
            : `Wir bieten ${matching.length} Reisen ${where.de} an, von ${Math.min(...nights)} bis ${Math.max(...nights)} Nächten – zum Beispiel ${joinList(
                matching.slice(0, 3).map((trip) => `„${trip.title.de}“`),
                'de',
              )}. Jede lässt sich an Ihre Wünsche anpassen.`
          : '',
        l === 'en'
          ? `Tell us when you would like to travel and who is coming: a consultant with first-hand experience ${where.en} will send you a free, non-binding proposal within two working days.`
          : `Sagen Sie uns, wann Sie reisen möchten und wer mitkommt: Eine Reiseberaterin oder ein Reiseberater mit eigener Erfahrung ${where.de} schickt Ihnen innerhalb von zwei Werktagen ein kostenloses, unverbindliches Angebot.`,
      ]
        .filter(Boolean)
        .join('\n\n');
    return buildLandingPage({
      slug,
      // Zanzibar's page belongs to no country row, so "the landing page of TZ" stays unambiguous.
      countryCode: entry.kind === 'country' ? entry.code : null,
      title,
      intro: localize((l) => `${seed.tagline[l]}. ${seed.short[l]}`),
      body: localize(paragraphs),
      hero: artworkPicture(seed.art, 1, seed.name, [slug, 'hero']),
      seoTitle: title,
      seoDescription: seed.short,
    });
  });
}
