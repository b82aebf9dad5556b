import type { Localized } from '../../schema/types';
import type { RoomType } from './vocabulary';

export interface RoomTemplate {
  name: Localized;
  description: Localized;
  type: RoomType;
  beds: number;
  maxOccupancy: number;
  maxAdults: number;
  familyFriendly: boolean;
  /** Price relative to the stay's cheapest room. */
  factor: number;
}

const room = (
  en: string,
  de: string,
  type: RoomType,
  [beds, maxOccupancy, maxAdults]: [number, number, number],
  factor: number,
  description: Localized,
): RoomTemplate => ({
  name: { en, de },
  description,
  type,
  beds,
  maxOccupancy,
  maxAdults,
  familyFriendly: maxOccupancy > 2,
  factor,
});

/** Room lists per kind of stay, cheapest first; a stay takes the first 2–5. */
export const ROOM_SETS = {
  tents: [
    room('Classic Tent', 'Klassisches Zelt', 'tent', [2, 2, 2], 1, {
      en: 'A canvas tent on a raised deck with en-suite bathroom and outdoor shower.',
      de: 'Ein Segeltuchzelt auf erhöhter Plattform mit eigenem Bad und Außendusche.',
    }),
    room('Luxury Tent', 'Luxuszelt', 'tent', [1, 2, 2], 1.25, {
      en: 'A spacious tent with a king-size bed, a private deck and views over the floodplain.',
      de: 'Ein geräumiges Zelt mit Kingsize-Bett, privater Terrasse und Blick über die Ebene.',
    }),
    room('Family Tent', 'Familienzelt', 'family', [3, 4, 2], 1.1, {
      en: 'Two bedrooms under one canvas roof, linked by a shared lounge.',
      de: 'Zwei Schlafzimmer unter einem Zeltdach, verbunden durch eine gemeinsame Lounge.',
    }),
    room('Honeymoon Tent', 'Flitterwochenzelt', 'tent', [1, 2, 2], 1.4, {
      en: 'A secluded tent with a copper bath and a star bed for nights under the sky.',
      de: 'Ein abgeschiedenes Zelt mit Kupferbadewanne und Sternenbett für Nächte unter freiem Himmel.',
    }),
    room('Tented Suite', 'Zeltsuite', 'suite', [2, 4, 3], 1.6, {
      en: 'The largest tent, with its own plunge pool and a private guide on request.',
      de: 'Das größte Zelt mit eigenem Tauchbecken und auf Wunsch privatem Guide.',
    }),
  ],
  lodge: [
    room('Standard Chalet', 'Standard-Chalet', 'chalet', [2, 2, 2], 1, {
      en: 'A thatched chalet with twin or double beds and a veranda facing the bush.',
      de: 'Ein strohgedecktes Chalet mit Doppel- oder Einzelbetten und Veranda zum Busch.',
    }),
    room('Luxury Chalet', 'Luxus-Chalet', 'chalet', [1, 2, 2], 1.3, {
      en: 'A larger chalet with a lounge, an outdoor bath and a view of the waterhole.',
      de: 'Ein größeres Chalet mit Lounge, Außenbadewanne und Blick auf das Wasserloch.',
    }),
    room('Family Chalet', 'Familien-Chalet', 'family', [3, 5, 2], 1.15, {
      en: 'Two en-suite bedrooms and a shared deck, ideal for families.',
      de: 'Zwei Schlafzimmer mit eigenem Bad und gemeinsamer Terrasse, ideal für Familien.',
    }),
    room('Honeymoon Suite', 'Flitterwochensuite', 'suite', [1, 2, 2], 1.5, {
      en: 'A private suite at the edge of the lodge with a plunge pool.',
      de: 'Eine private Suite am Rand der Lodge mit Tauchbecken.',
    }),
    room('Villa Suite', 'Villa-Suite', 'villa', [2, 4, 4], 1.9, {
      en: 'A private villa with two bedrooms, its own vehicle and guide.',
      de: 'Eine private Villa mit zwei Schlafzimmern, eigenem Fahrzeug und Guide.',
    }),
  ],
  hotel: [
    room('Standard Room', 'Standardzimmer', 'double', [1, 2, 2], 1, {
      en: 'A quiet room with a double bed, desk and rain shower.',
      de: 'Ein ruhiges Zimmer mit Doppelbett, Schreibtisch und Regendusche.',
    }),
    room('Superior Room', 'Superior-Zimmer', 'twin', [2, 2, 2], 1.2, {
      en: 'More space, twin or double beds and a view over the city.',
      de: 'Mehr Platz, Einzel- oder Doppelbetten und Blick über die Stadt.',
    }),
    room('Deluxe Room', 'Deluxe-Zimmer', 'double', [1, 2, 2], 1.4, {
      en: 'A corner room with a sitting area and a balcony.',
      de: 'Ein Eckzimmer mit Sitzbereich und Balkon.',
    }),
    room('Family Room', 'Familienzimmer', 'family', [3, 4, 2], 1.3, {
      en: 'A double bed and two single beds, with room for a cot.',
      de: 'Ein Doppelbett und zwei Einzelbetten, mit Platz für ein Kinderbett.',
    }),
    room('Junior Suite', 'Juniorsuite', 'suite', [1, 3, 2], 1.7, {
      en: 'A separate lounge, a freestanding bath and butler service.',
      de: 'Ein separater Wohnbereich, eine freistehende Badewanne und Butlerservice.',
    }),
  ],
  house: [
    room('Garden Room', 'Gartenzimmer', 'double', [1, 2, 2], 1, {
      en: 'Opens onto the garden, with a double bed and a shower.',
      de: 'Öffnet sich zum Garten, mit Doppelbett und Dusche.',
    }),
    room('Courtyard Room', 'Hofzimmer', 'twin', [2, 2, 2], 1.1, {
      en: 'Twin beds around a shaded courtyard.',
      de: 'Einzelbetten an einem schattigen Innenhof.',
    }),
    room('Mountain View Room', 'Zimmer mit Bergblick', 'double', [1, 2, 2], 1.3, {
      en: 'Large windows towards the mountains and a bath with a view.',
      de: 'Große Fenster zu den Bergen und eine Badewanne mit Aussicht.',
    }),
    room('Family Cottage', 'Familien-Cottage', 'family', [3, 5, 3], 1.5, {
      en: 'A separate cottage with two bedrooms and a kitchenette.',
      de: 'Ein eigenes Cottage mit zwei Schlafzimmern und Kochnische.',
    }),
    room('Cottage Suite', 'Cottage-Suite', 'suite', [1, 2, 2], 1.6, {
      en: 'A suite with a fireplace and a private terrace.',
      de: 'Eine Suite mit Kamin und privater Terrasse.',
    }),
  ],
  apartment: [
    room('Studio', 'Studio', 'apartment', [1, 2, 2], 1, {
      en: 'An open-plan studio with a kitchenette.',
      de: 'Ein offenes Studio mit Kochnische.',
    }),
    room('One-Bedroom Apartment', 'Apartment mit einem Schlafzimmer', 'apartment', [1, 3, 2], 1.3, {
      en: 'A bedroom, a living room with sofa bed and a full kitchen.',
      de: 'Ein Schlafzimmer, ein Wohnzimmer mit Schlafsofa und eine voll ausgestattete Küche.',
    }),
    room('Two-Bedroom Apartment', 'Apartment mit zwei Schlafzimmern', 'apartment', [3, 5, 4], 1.8, {
      en: 'Two bedrooms, two bathrooms and a balcony for sundowners.',
      de: 'Zwei Schlafzimmer, zwei Bäder und ein Balkon für den Sundowner.',
    }),
    room('Penthouse', 'Penthouse', 'apartment', [3, 6, 4], 2.5, {
      en: 'The top floor, with a roof terrace and wide views.',
      de: 'Das oberste Stockwerk mit Dachterrasse und weitem Blick.',
    }),
  ],
  villa: [
    room('Garden Villa', 'Gartenvilla', 'villa', [1, 2, 2], 1, {
      en: 'A villa in a tropical garden with an outdoor shower.',
      de: 'Eine Villa in einem tropischen Garten mit Außendusche.',
    }),
    room('Pool Villa', 'Poolvilla', 'villa', [1, 2, 2], 1.4, {
      en: 'A private pool, a sun deck and a day bed.',
      de: 'Ein privater Pool, ein Sonnendeck und ein Tagesbett.',
    }),
    room('Beach Villa', 'Strandvilla', 'villa', [1, 3, 2], 1.7, {
      en: 'Steps from the sand, with a pool and a view of the lagoon.',
      de: 'Wenige Schritte vom Sand, mit Pool und Blick auf die Lagune.',
    }),
    room('Three-Bedroom Villa', 'Villa mit drei Schlafzimmern', 'villa', [4, 6, 6], 2.6, {
      en: 'Three bedrooms, a chef on request and room for the whole family.',
      de: 'Drei Schlafzimmer, auf Wunsch ein Koch und Platz für die ganze Familie.',
    }),
  ],
  resort: [
    room('Garden Room', 'Gartenzimmer', 'double', [1, 2, 2], 1, {
      en: 'A bright room with a terrace in the garden.',
      de: 'Ein helles Zimmer mit Terrasse im Garten.',
    }),
    room('Ocean View Room', 'Zimmer mit Meerblick', 'double', [1, 2, 2], 1.25, {
      en: 'A balcony facing the reef and the sunrise.',
      de: 'Ein Balkon mit Blick auf das Riff und den Sonnenaufgang.',
    }),
    room('Family Suite', 'Familiensuite', 'family', [3, 4, 2], 1.4, {
      en: 'A suite with a children’s room and a connecting door.',
      de: 'Eine Suite mit Kinderzimmer und Verbindungstür.',
    }),
    room('Beachfront Suite', 'Suite am Strand', 'suite', [1, 3, 2], 1.7, {
      en: 'Direct access to the beach and a large outdoor bath.',
      de: 'Direkter Zugang zum Strand und eine große Außenbadewanne.',
    }),
    room('Pool Villa', 'Poolvilla', 'villa', [1, 2, 2], 2.2, {
      en: 'A villa with its own pool behind a garden wall.',
      de: 'Eine Villa mit eigenem Pool hinter einer Gartenmauer.',
    }),
  ],
  hostel: [
    room('Dorm Bed', 'Bett im Schlafsaal', 'dormitory', [6, 6, 6], 0.45, {
      en: 'A bed in a six-bed dorm with lockers and a shared bathroom.',
      de: 'Ein Bett im Sechsbettzimmer mit Schließfächern und Gemeinschaftsbad.',
    }),
    room('Private Double', 'Privates Doppelzimmer', 'double', [1, 2, 2], 1, {
      en: 'A simple double room with its own shower.',
      de: 'Ein einfaches Doppelzimmer mit eigener Dusche.',
    }),
    room('Private Twin', 'Privates Zweibettzimmer', 'twin', [2, 2, 2], 1, {
      en: 'Two single beds and a shared bathroom down the corridor.',
      de: 'Zwei Einzelbetten und ein Gemeinschaftsbad im Flur.',
    }),
    room('Family Room', 'Familienzimmer', 'family', [3, 4, 2], 1.3, {
      en: 'A double bed and a bunk bed for the children.',
      de: 'Ein Doppelbett und ein Etagenbett für die Kinder.',
    }),
  ],
  homestay: [
    room('Shared Room', 'Gemeinschaftszimmer', 'dormitory', [2, 2, 2], 1, {
      en: 'A room in the family house, shared with another traveller of the same sex.',
      de: 'Ein Zimmer im Haus der Familie, geteilt mit einer weiteren Person gleichen Geschlechts.',
    }),
    room('Private Room', 'Privatzimmer', 'double', [1, 2, 2], 1.3, {
      en: 'A private room with a double bed; bathroom shared with the family.',
      de: 'Ein eigenes Zimmer mit Doppelbett; das Bad teilen Sie mit der Familie.',
    }),
    room('Family Room', 'Familienzimmer', 'family', [3, 4, 2], 1.5, {
      en: 'Room for four, with mosquito nets and a view of the village.',
      de: 'Platz für vier, mit Moskitonetzen und Blick auf das Dorf.',
    }),
  ],
  train: [
    room('Pullman Suite', 'Pullman-Suite', 'cabin', [2, 2, 2], 1, {
      en: 'A wood-panelled compartment that turns from lounge by day into bedroom at night.',
      de: 'Ein holzvertäfeltes Abteil, tagsüber Salon, nachts Schlafzimmer.',
    }),
    room('Deluxe Suite', 'Deluxe-Suite', 'cabin', [2, 2, 2], 1.35, {
      en: 'A larger suite with a shower and a sitting area.',
      de: 'Eine größere Suite mit Dusche und Sitzecke.',
    }),
    room('Royal Suite', 'Royal-Suite', 'suite', [1, 2, 2], 1.8, {
      en: 'Half a carriage, with a Victorian bath and a private lounge.',
      de: 'Ein halber Waggon mit viktorianischer Badewanne und eigenem Salon.',
    }),
  ],
  boat: [
    room('Standard Cabin', 'Standardkabine', 'cabin', [2, 2, 2], 1, {
      en: 'A cabin with twin beds and a window at water level.',
      de: 'Eine Kabine mit Einzelbetten und einem Fenster auf Wasserhöhe.',
    }),
    room('Deluxe Cabin', 'Deluxe-Kabine', 'cabin', [1, 2, 2], 1.25, {
      en: 'A double cabin with a small private balcony.',
      de: 'Eine Doppelkabine mit kleinem eigenem Balkon.',
    }),
    room('Master Suite', 'Master-Suite', 'suite', [1, 3, 2], 1.6, {
      en: 'The bow suite, with windows on three sides.',
      de: 'Die Suite am Bug mit Fenstern auf drei Seiten.',
    }),
  ],
  restCamp: [
    room('Campsite', 'Stellplatz', 'campsite', [0, 4, 4], 0.35, {
      en: 'A shaded campsite with a power point and shared ablutions.',
      de: 'Ein schattiger Stellplatz mit Stromanschluss und Sanitärgebäude.',
    }),
    room('Safari Tent', 'Safarizelt', 'tent', [2, 2, 2], 0.75, {
      en: 'A furnished tent with beds and a shared kitchen nearby.',
      de: 'Ein möbliertes Zelt mit Betten und einer Gemeinschaftsküche in der Nähe.',
    }),
    room('Bungalow', 'Bungalow', 'chalet', [2, 2, 2], 1, {
      en: 'A round bungalow with bathroom, fridge and braai.',
      de: 'Ein runder Bungalow mit Bad, Kühlschrank und Grillstelle.',
    }),
    room('Family Cottage', 'Familien-Cottage', 'family', [4, 6, 4], 1.6, {
      en: 'Two bedrooms, a kitchen and a veranda overlooking the river.',
      de: 'Zwei Schlafzimmer, eine Küche und eine Veranda mit Blick auf den Fluss.',
    }),
  ],
} as const satisfies Record<string, readonly RoomTemplate[]>;

export type RoomSet = keyof typeof ROOM_SETS;
