import type { Localized } from '../../schema/types';
import type { ExperienceSlug } from '../catalogue/experiences';
import { SEASON_TEXTS } from '../catalogue/season-texts';
import type { CancellationPolicy, TripType } from '../catalogue/vocabulary';
import type { LegPlan } from './legs';
import type { Place } from './places';
import { seasonOf } from './seasons';
import { formatNumber, localize } from './text';

type Item = { text: Localized; isDefault: boolean };
const item = (en: string, de: string, isDefault = false): Item => ({ text: { en, de }, isDefault });

/** Four to eight inclusions and exclusions, picked by trip type, legs and experiences. */
export function inclusionsFor(type: TripType, experiences: readonly ExperienceSlug[], legs: readonly LegPlan[]) {
  const has = (slug: ExperienceSlug) => experiences.includes(slug);
  const inclusions = [
    item('Accommodation in the stays and rooms shown', 'Übernachtung in den genannten Unterkünften und Zimmern', true),
    item('Meals as per each stay’s meal plan', 'Mahlzeiten laut Verpflegung der jeweiligen Unterkunft', true),
    item('24/7 emergency support during the trip', 'Notfall-Hotline rund um die Uhr während der Reise', true),
    item(
      'A contribution to a verified reforestation project for the trip’s CO2',
      'Ein Beitrag zu einem zertifizierten Aufforstungsprojekt für das CO2 der Reise',
      true,
    ),
  ];
  if (legs.some((leg) => leg.mode === 'FLIGHT'))
    inclusions.push(
      item(
        'Flights between the stops, scheduled or light aircraft',
        'Flüge zwischen den Stationen, Linie oder Kleinflugzeug',
      ),
    );
  if (type === 'self-drive') {
    inclusions.push(
      item(
        'Rental car with unlimited kilometres and comprehensive insurance',
        'Mietwagen mit unbegrenzten Kilometern und Vollkaskoversicherung',
      ),
    );
    inclusions.push(item('Road book and offline maps', 'Roadbook und Offline-Karten'));
  } else {
    inclusions.push(
      item('Transfers between the stops with a driver-guide', 'Transfers zwischen den Stationen mit Fahrer-Guide'),
    );
  }
  if (has('safari') || has('big-5'))
    inclusions.push(
      item(
        'Shared game drives and park fees at the safari stays',
        'Gemeinsame Pirschfahrten und Parkgebühren in den Safari-Unterkünften',
      ),
    );
  if (has('gorilla-trekking'))
    inclusions.push(item('One gorilla trekking permit per person', 'Eine Gorilla-Trekking-Genehmigung pro Person'));
  inclusions.push(item('Meet-and-greet at the arrival airport', 'Empfang am Ankunftsflughafen'));

  const exclusions = [
    item('International flights', 'Internationale Flüge', true),
    item('Travel insurance', 'Reiseversicherung', true),
    item('Visa fees', 'Visagebühren', true),
    item('Gratuities for guides and staff', 'Trinkgelder für Guides und Personal', true),
    item('Drinks not included in the meal plan', 'Getränke, die nicht in der Verpflegung enthalten sind'),
    item('Optional activities', 'Optionale Aktivitäten'),
  ];
  if (type === 'self-drive') exclusions.push(item('Fuel and tolls', 'Treibstoff und Mautgebühren'));
  return { inclusions: inclusions.slice(0, 8), exclusions: exclusions.slice(0, 8) };
}

const POLICY_TEXTS: Record<CancellationPolicy, Localized> = {
  super_flexible: {
    en: 'Free cancellation or rebooking up to 48 hours before arrival.',
    de: 'Kostenlose Stornierung oder Umbuchung bis 48 Stunden vor Anreise.',
  },
  flexible: {
    en: 'Free cancellation up to 32 days before arrival; within 31 days the full price is due.',
    de: 'Kostenlose Stornierung bis 32 Tage vor Anreise; innerhalb von 31 Tagen wird der volle Preis fällig.',
  },
  moderate: {
    en: 'Free cancellation up to 62 days before arrival, 50% from 61 to 31 days, 100% from 30 days.',
    de: 'Kostenlose Stornierung bis 62 Tage vor Anreise, 50 % von 61 bis 31 Tagen, 100 % ab 30 Tagen vor Anreise.',
  },
  strict: {
    en: 'A 50% fee up to 91 days before arrival, 100% within 90 days.',
    de: '50 % Gebühr bis 91 Tage vor Anreise, 100 % innerhalb von 90 Tagen.',
  },
  super_strict: {
    en: 'Up to 25% fee until 90 days before arrival; from 89 days the refund depends on the suppliers.',
    de: 'Bis zu 25 % Gebühr bis 90 Tage vor Anreise; ab 89 Tagen vor Anreise hängt die Erstattung von den Leistungsträgern ab.',
  },
};

const TRAVEL_STYLE: Record<TripType, Localized> = {
  'self-drive': {
    en: 'You drive yourself in a rental car; we give you a road book and offline maps.',
    de: 'Sie fahren selbst im Mietwagen; Roadbook und Offline-Karten bekommen Sie von uns.',
  },
  guided: {
    en: 'A driver-guide or our local partners take you from stop to stop.',
    de: 'Ein Fahrer-Guide oder unsere Partner vor Ort bringen Sie von Station zu Station.',
  },
  'fly-in': {
    en: 'Light aircraft fly you between the camps; soft bags of up to 20 kg per person.',
    de: 'Kleinflugzeuge bringen Sie von Camp zu Camp; erlaubt sind weiche Taschen bis 20 kg pro Person.',
  },
  private: {
    en: 'Private transfers take you between the stops at your own pace.',
    de: 'Private Transfers bringen Sie in Ihrem Tempo von Station zu Station.',
  },
};

const plural = (n: number, one: Localized, many: Localized, l: 'en' | 'de') => `${n} ${n === 1 ? one[l] : many[l]}`;

export function tripFaqs(
  type: TripType,
  experiences: readonly ExperienceSlug[],
  legs: readonly LegPlan[],
  policy: CancellationPolicy,
): [Localized, Localized][] {
  const count = (mode: LegPlan['mode']) => legs.filter((leg) => leg.mode === mode);
  const driveKm = count('DRIVING').reduce((sum, leg) => sum + leg.distanceKm, 0);
  const travel = localize((l) => {
    const parts = [
      count('FLIGHT').length
        ? plural(count('FLIGHT').length, { en: 'flight', de: 'Flug' }, { en: 'flights', de: 'Flüge' }, l)
        : '',
      count('DRIVING').length
        ? `${plural(count('DRIVING').length, { en: 'drive', de: 'Fahrt' }, { en: 'drives', de: 'Fahrten' }, l)} (${formatNumber(driveKm, l)} km)`
        : '',
      count('TRANSFER').length
        ? plural(
            count('TRANSFER').length,
            { en: 'short transfer', de: 'kurzer Transfer' },
            { en: 'short transfers', de: 'kurze Transfers' },
            l,
          )
        : '',
    ].filter(Boolean);
    return `${l === 'en' ? 'Between the stops' : 'Zwischen den Stationen'}: ${parts.join(', ')}. ${TRAVEL_STYLE[type][l]}`;
  });
  const children: Localized = experiences.includes('family-friendly')
    ? {
        en: 'Yes. The stays have family rooms, the transfers are short and the activities suit children.',
        de: 'Ja. Die Unterkünfte haben Familienzimmer, die Transfers sind kurz und die Aktivitäten kindgerecht.',
      }
    : experiences.includes('gorilla-trekking')
      ? {
          en: 'Gorilla trekking is allowed from 15 years, so this trip suits families with teenagers.',
          de: 'Gorilla-Trekking ist ab 15 Jahren erlaubt; die Reise eignet sich daher für Familien mit Jugendlichen.',
        }
      : {
          en: 'Children are welcome; some camps set minimum ages (often 6 or 12) for game drives and walks, and we choose stays accordingly.',
          de: 'Kinder sind willkommen; manche Camps haben Mindestalter (oft 6 oder 12 Jahre) für Pirschfahrten und Wanderungen, und wir wählen die Unterkünfte entsprechend.',
        };
  return [
    [
      {
        en: 'Can I change the stays or the number of nights?',
        de: 'Kann ich Unterkünfte oder die Anzahl der Nächte ändern?',
      },
      {
        en: 'Yes. Every trip is a starting point: when you personalise it you can swap stays and rooms, add or remove nights and choose your dates.',
        de: 'Ja. Jede Reise ist ein Ausgangspunkt: Beim Personalisieren können Sie Unterkünfte und Zimmer tauschen, Nächte hinzufügen oder streichen und Ihre Reisedaten wählen.',
      },
    ],
    [{ en: 'How do we travel between the stops?', de: 'Wie reisen wir zwischen den Stationen?' }, travel],
    [{ en: 'Is this trip suitable for children?', de: 'Ist diese Reise für Kinder geeignet?' }, children],
    [
      { en: 'What happens if I need to cancel?', de: 'Was passiert, wenn ich stornieren muss?' },
      localize(
        (l) =>
          `${POLICY_TEXTS[policy][l]} ${l === 'en' ? 'The strictest policy among the trip’s stays applies.' : 'Maßgeblich ist die strengste Stornostufe unter den Unterkünften dieser Reise.'}`,
      ),
    ],
  ];
}

/** Per month 3 (best) to 1 (possible), by how many of the trip's nights fall in a best month. */
export function timeToGo(stops: readonly { place: Place; nights: number }[]) {
  const total = stops.reduce((sum, stop) => sum + stop.nights, 0);
  const main = [...stops].sort((a, b) => b.nights - a.nights)[0];
  if (!main) return [];
  return Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    const share = stops.filter((s) => s.place.seed.best.includes(month)).reduce((sum, s) => sum + s.nights, 0) / total;
    const rate = share >= 0.6 ? 3 : share >= 0.25 ? 2 : 1;
    return { month, rate, experience: SEASON_TEXTS[main.place.climate][seasonOf(main.place.climate, month)] };
  });
}

export function co2Text(totalG: number, legsG: number, nights: number): Localized {
  const kg = (g: number, l: 'en' | 'de') => formatNumber(g / 1000, l);
  return {
    en: `About ${kg(totalG, 'en')} kg CO2 per person: ${kg(legsG, 'en')} kg for getting from stop to stop and ${kg(totalG - legsG, 'en')} kg for ${nights} nights in the stays.`,
    de: `Rund ${kg(totalG, 'de')} kg CO2 pro Person: ${kg(legsG, 'de')} kg für die Wege zwischen den Stationen und ${kg(totalG - legsG, 'de')} kg für ${nights} Nächte in den Unterkünften.`,
  };
}
