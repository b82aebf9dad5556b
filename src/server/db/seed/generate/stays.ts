import type { Localized } from '../../schema/types';
import { PROPERTY_PROFILES } from '../catalogue/property-profiles';
import { ROOM_SETS, type RoomTemplate } from '../catalogue/room-templates';
import { NAME_WORDS, STAY_TEXTS, SUSTAINABILITY_SENTENCES } from '../catalogue/stay-texts';
import { type CancellationPolicy, FACILITY_KEYS, type FacilityKey, type PropertyType } from '../catalogue/vocabulary';
import { buildRoom, buildStay, type RoomInsert, type StayInsert } from '../factory-builders';
import { artworkPicture, variantOf } from '../pictures';
import { type Random, randomFor } from '../random';
import type { IdSequence } from './ids';
import type { Place, Places } from './places';
import { inPhrase, roman, slugify } from './text';

export interface GeneratedRoom {
  row: RoomInsert & { id: number };
  template: RoomTemplate;
}

export interface GeneratedStay {
  row: StayInsert & { id: number };
  place: Place;
  type: PropertyType;
  copy: number;
  rooms: GeneratedRoom[];
  /** The cheapest room's high-season price on the first meal plan, in USD. */
  baseUsd: number;
  policy: CancellationPolicy;
  averageScore: number;
}

/** Stays for every destination, `scale` times over; copies 2… get " II", " III" and their own prices. */
export function buildStays(places: Places, ids: IdSequence, scale: number): GeneratedStay[] {
  const specs = [...places.values()].flatMap((place) =>
    (place.seed.stays ?? []).map((type, index) => ({ place, type, index })),
  );
  const used = new Set<string>();
  const names = specs.map((spec) => inventName(spec.place, spec.type, spec.index, used));
  const stays: GeneratedStay[] = [];
  for (let copy = 1; copy <= scale; copy++) {
    specs.forEach((spec, i) => {
      const name = copy === 1 ? (names[i] as string) : `${names[i]} ${roman(copy)}`;
      stays.push(
        buildOneStay(spec.place, spec.type, name, randomFor('stay', spec.place.seed.slug, spec.index, copy), copy, ids),
      );
    });
  }
  return stays;
}

/** "Kwando Reed Camp": the place's own word, a landscape word and the type's noun, unique. */
function inventName(place: Place, type: PropertyType, index: number, used: Set<string>): string {
  const rng = randomFor('stay-name', place.seed.slug, index);
  const nouns = PROPERTY_PROFILES[type].nouns;
  const words = NAME_WORDS[place.seed.art];
  const stem = place.seed.stem ?? place.seed.name.en.split(' ')[0] ?? 'Savanna';
  for (let attempt = 0; attempt < 30; attempt++) {
    const noun = rng.pick(nouns);
    const word = rng.pick(words);
    const form = rng.int(0, 2);
    const name = form === 0 ? `${stem} ${word} ${noun}` : form === 1 ? `${word} ${noun}` : `${stem} ${noun}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  throw new Error(`no free name for a ${type} at ${place.seed.slug}`);
}

const clampScore = (value: number) => Math.round(Math.min(10, Math.max(3, value)) * 10) / 10;

function buildOneStay(place: Place, type: PropertyType, name: string, rng: Random, copy: number, ids: IdSequence) {
  const profile = PROPERTY_PROFILES[type];
  const id = ids.next('stays');
  const base = rng.float(5.4, 8.4, 1) + profile.greenBias * 0.6;
  const [environmental, economic, social] = [0, 1, 2].map(() => clampScore(base + rng.float(-1.2, 1.2, 1))) as [
    number,
    number,
    number,
  ];
  const rooms = buildRooms(type, name, rng, id, ids);
  const facilities = new Set<FacilityKey>(profile.facilities);
  for (const extra of rng.shuffle(profile.optionalFacilities).slice(0, rng.int(1, 3))) facilities.add(extra);
  if (rooms.some((room) => room.template.familyFriendly)) facilities.add('family-rooms');
  const policy = rng.pick(profile.policies);
  const subject: Localized = { en: name, de: name };
  const spread = place.seed.category === 'Island' ? 0.01 : ['City', 'Town'].includes(place.seed.category) ? 0.03 : 0.12;
  const strongest = strongestAspect(environmental, economic, social);
  const intro = STAY_TEXTS[type].intro(name, inPhrase(place.seed));
  const row = buildStay({
    id,
    slug: slugify(name),
    name,
    destinationId: place.id,
    propertyType: type,
    tagline: rng.pick(STAY_TEXTS[type].taglines),
    description: {
      en: `${intro.en} ${SUSTAINABILITY_SENTENCES[strongest].en}`,
      de: `${intro.de} ${SUSTAINABILITY_SENTENCES[strongest].de}`,
    },
    latitude: Math.round((place.seed.at[0] + rng.float(-spread, spread, 4)) * 1e4) / 1e4,
    longitude: Math.round((place.seed.at[1] + rng.float(-spread, spread, 4)) * 1e4) / 1e4,
    environmentalScore: environmental,
    economicScore: economic,
    socialAndCulturalScore: social,
    isFeatured: rng.chance(0.12),
    facilities: FACILITY_KEYS.filter((key) => facilities.has(key)),
    cancellationPolicy: policy,
    checkInFrom: profile.checkIn,
    checkOutTo: profile.checkOut,
    bestMonths: [...place.seed.best].sort((a, b) => a - b),
    gallery: [
      artworkPicture(profile.art, variantOf(id), subject, [slugify(name)]),
      artworkPicture(place.seed.art, variantOf(id + 1), subject, [place.seed.slug]),
      artworkPicture(profile.art, variantOf(id + 2), subject, [slugify(name)]),
    ],
    rateCurrency: place.rateCurrency,
  });
  return {
    row: { ...row, id },
    place,
    type,
    copy,
    rooms,
    baseUsd: Math.round(rng.int(profile.priceUsd[0], profile.priceUsd[1]) / 5) * 5,
    policy,
    averageScore: Math.round(((environmental + economic + social) / 3) * 10) / 10,
  };
}

function strongestAspect(environmental: number, economic: number, social: number) {
  if (environmental >= economic && environmental >= social) return 'environmental' as const;
  return economic >= social ? ('economic' as const) : ('social' as const);
}

function buildRooms(type: PropertyType, stayName: string, rng: Random, stayId: number, ids: IdSequence) {
  const profile = PROPERTY_PROFILES[type];
  const templates: readonly RoomTemplate[] = ROOM_SETS[profile.rooms];
  const count = rng.int(2, Math.min(5, templates.length));
  const small = profile.rooms === 'villa' || profile.rooms === 'train' || profile.rooms === 'boat';
  return templates.slice(0, count).map((template, position): GeneratedRoom => {
    const id = ids.next('rooms');
    const kind = template.type === 'tent' ? 'tented-camp' : profile.art;
    const subject = { en: `${template.name.en}, ${stayName}`, de: `${template.name.de}, ${stayName}` };
    const row = buildRoom({
      id,
      stayId,
      position,
      categoryName: template.name,
      description: template.description,
      type: template.type,
      beds: template.beds,
      maxOccupancy: template.maxOccupancy,
      maxAdults: template.maxAdults,
      familyFriendly: template.familyFriendly,
      quantity: small ? rng.int(2, 6) : rng.int(2, 12),
      picture: artworkPicture(kind, variantOf(id), subject, ['room']),
    });
    return { row: { ...row, id }, template };
  });
}
