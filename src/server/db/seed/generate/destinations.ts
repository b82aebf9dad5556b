import type { Localized } from '../../schema/types';
import { ACTIVITY_TEMPLATES } from '../catalogue/activity-templates';
import { SEASON_TEXTS } from '../catalogue/season-texts';
import { buildDestination, type DestinationInsert, type FaqInsert } from '../factory-builders';
import { greatCircleKm } from '../geo';
import { artworkPicture, variantOf } from '../pictures';
import { hashSeed } from '../random';
import type { IdSequence } from './ids';
import { placePhrases } from './place-phrases';
import type { Place, Places } from './places';
import { formatNumber, inPhrase, inRunningText, joinList, localize, monthList } from './text';

export function buildDestinationRows(places: Places, ids: IdSequence) {
  const destinations: DestinationInsert[] = [];
  const faqs: FaqInsert[] = [];
  for (const place of places.values()) {
    const { seed } = place;
    const first = hashSeed(seed.slug);
    destinations.push(
      buildDestination({
        id: place.id,
        slug: seed.slug,
        parentId: place.parentId,
        level: place.level,
        category: seed.category,
        countryCode: place.countryCode,
        name: seed.name,
        tagline: seed.tagline,
        shortDescription: seed.short,
        description: seed.description,
        latitude: seed.at[0],
        longitude: seed.at[1],
        popularity: seed.popularity,
        isFeatured: seed.featured ?? false,
        bestMonths: [...seed.best].sort((a, b) => a - b),
        gallery: [0, 1, 2].map((i) => artworkPicture(seed.art, variantOf(first + i), seed.name, [seed.slug])),
        seoTitle: localize((l) => `${seed.name[l]} – ${seed.tagline[l]}`),
        seoDescription: seed.short,
        phrases: placePhrases(seed),
      }),
    );
    destinationFaqs(place, places).forEach(([question, answer], position) => {
      faqs.push({ id: ids.next('faqs'), ownerType: 'destination', ownerId: place.id, position, question, answer });
    });
  }
  return { destinations, faqs };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function destinationFaqs(place: Place, places: Places): [Localized, Localized][] {
  const { seed } = place;
  const where = inPhrase(seed);
  const faqs: [Localized, Localized][] = [
    [
      { en: `When is the best time to visit ${seed.name.en}?`, de: `Wann ist ${where.de} die beste Reisezeit?` },
      localize(
        (l) =>
          `${l === 'en' ? 'The best months are' : 'Die besten Monate sind'} ${monthList(seed.best, l)}. ${SEASON_TEXTS[place.climate].note[l]}`,
      ),
    ],
  ];
  const access = gettingThere(place, places);
  if (access) faqs.push([{ en: 'How do I get there?', de: 'Wie komme ich dorthin?' }, access]);
  faqs.push([
    { en: `Is there malaria ${where.en}?`, de: `Gibt es ${where.de} Malaria?` },
    malariaAnswer(place, places) ??
      (place.malariaFree
        ? {
            en: `No. ${capitalize(where.en)} there is no malaria risk, which makes it a good choice for families with small children.`,
            de: `Nein, ${where.de} besteht kein Malariarisiko – ideal für Familien mit kleinen Kindern.`,
          }
        : {
            en: `Yes, ${where.en} there is a malaria risk, highest in the rainy season. Ask a travel clinic about prophylaxis and use repellent and nets.`,
            de: `Ja, ${where.de} besteht ein Malariarisiko, am höchsten in der Regenzeit. Lassen Sie sich in einer reisemedizinischen Praxis zur Prophylaxe beraten und nutzen Sie Mückenschutz und Netze.`,
          }),
  ]);
  if (place.activities.length > 0) {
    const titles = place.activities.map((key) => ACTIVITY_TEMPLATES[key].title);
    faqs.push([
      { en: `What is there to do ${where.en}?`, de: `Was kann man ${where.de} unternehmen?` },
      localize(
        (l) =>
          `${l === 'en' ? 'Popular activities' : 'Beliebt sind'}: ${joinList(
            titles.map((x) => (l === 'de' ? inRunningText(x.de) : x.en)),
            l,
          )}.`,
      ),
    ]);
  }
  return faqs;
}

/** For a country or larger area with malaria-free parts: name them. */
function malariaAnswer(place: Place, places: Places): Localized | null {
  if (place.level > 2 || place.malariaFree) return null;
  const free = [...places.values()]
    .filter((other) => other.malariaFree && other.seed.stays && isBelow(other, place, places))
    .sort((a, b) => b.seed.popularity - a.seed.popularity)
    .slice(0, 4);
  if (free.length === 0) return null;
  return localize((l) =>
    l === 'en'
      ? `In parts, yes – mainly in the lowlands and in the rainy season. Malaria-free areas include ${joinList(
          free.map((p) => p.seed.name.en),
          'en',
        )}.`
      : `Teilweise – vor allem im Tiefland und in der Regenzeit. Kein Malariarisiko besteht zum Beispiel ${joinList(
          free.map((p) => inPhrase(p.seed).de),
          'de',
        )}.`,
  );
}

export function isBelow(place: Place, ancestor: Place, places: Places): boolean {
  const byId = new Map([...places.values()].map((p) => [p.id, p]));
  for (let current = byId.get(place.parentId ?? -1); current; current = byId.get(current.parentId ?? -1)) {
    if (current.id === ancestor.id) return true;
  }
  return false;
}

/** The nearest place one arrives from: a city with an airport, or another island for boats. */
function gettingThere(place: Place, places: Places): Localized | null {
  const { seed } = place;
  if (place.level < 3 || !seed.access) return null;
  if (seed.access === 'city') {
    return {
      en: `${seed.name.en} has its own airport; we arrange the transfer to your stay.`,
      de: `${seed.name.de} hat einen eigenen Flughafen; den Transfer zu Ihrer Unterkunft organisieren wir.`,
    };
  }
  const point = { latitude: seed.at[0], longitude: seed.at[1] };
  const candidates = [...places.values()].filter((other) =>
    seed.access === 'boat'
      ? other.landmass !== place.landmass && other.level >= 3 && other.seed.stays
      : other.seed.access === 'city' && other.countryCode === place.countryCode && other !== place,
  );
  const nearest = candidates
    .map((other) => ({ other, km: greatCircleKm(point, { latitude: other.seed.at[0], longitude: other.seed.at[1] }) }))
    .sort((a, b) => a.km - b.km)[0];
  if (!nearest) return null;
  const from = nearest.other.seed.name;
  const km = (l: 'en' | 'de') => formatNumber(nearest.km, l);
  if (seed.access === 'boat') {
    return {
      en: `By boat from ${from.en}, ${km('en')} km away.`,
      de: `Per Boot ab ${from.de}, ${km('de')} km entfernt.`,
    };
  }
  if (seed.access === 'fly-in') {
    return {
      en: `Most guests arrive by light aircraft from ${from.en} (${km('en')} km away); the flight is part of the itinerary we plan, with 20 kg of luggage in soft bags.`,
      de: `Die meisten Gäste kommen mit dem Kleinflugzeug aus ${from.de} (${km('de')} km entfernt); der Flug ist Teil der Reise, die wir planen. Erlaubt sind 20 kg Gepäck in weichen Taschen.`,
    };
  }
  return {
    en: `It lies about ${km('en')} km as the crow flies from ${from.en}; you can drive yourself or we arrange a transfer.`,
    de: `Das Ziel liegt rund ${km('de')} km Luftlinie von ${from.de} entfernt; Sie fahren selbst oder wir organisieren einen Transfer.`,
  };
}
