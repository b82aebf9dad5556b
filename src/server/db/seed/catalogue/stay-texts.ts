import type { Localized } from '../../schema/types';
import type { ArtworkKind } from '../artwork-kinds';
import { t } from './destination-seed';
import type { PropertyType } from './vocabulary';

/** Words for invented stay names, by the destination's landscape. */
export const NAME_WORDS: Record<ArtworkKind, readonly string[]> = {
  savanna: ['Marula', 'Leadwood', 'Acacia', 'Jackalberry', 'Sable', 'Kudu', 'Hornbill', 'Tamboti', 'Nyala', 'Impala'],
  delta: ['Reed', 'Papyrus', 'Lechwe', 'Sitatunga', 'Water Lily', 'Jacana', 'Fish Eagle', 'Palm Island'],
  'desert-dunes': ['Dune', 'Quiver Tree', 'Oryx', 'Camelthorn', 'Welwitschia', 'Springbok', 'Starlight'],
  mountains: ['Kloof', 'Sugarbird', 'Protea', 'Misty Peak', 'Yellowwood', 'Eagle Rock', 'Cloud'],
  rainforest: ['Mist', 'Bamboo', 'Tree Fern', 'Turaco', 'Mahogany', 'Orchid', 'Canopy'],
  beach: ['Coral', 'Frangipani', 'Casuarina', 'Tide', 'Lagoon', 'Driftwood', 'Sea Grape'],
  island: ['Takamaka', 'Coco', 'Tern', 'Turtle Bay', 'Palm', 'Reef', 'Hibiscus'],
  lake: ['Lakeshore', 'Heron', 'Kingfisher', 'Papyrus', 'Fig Tree'],
  waterfall: ['Spray', 'Rainbow', 'Gorge', 'Cataract', 'Thunder'],
  city: ['Harbour', 'Jacaranda', 'Old Town', 'Courtyard', 'Hill', 'Garden', 'Market'],
  winelands: ['Vine', 'Oak', 'Fynbos', 'Cellar', 'Chenin', 'Silver Oak'],
  crater: ['Rim', 'Highland', 'Crater', 'Forest', 'Acacia'],
  coast: ['Milkwood', 'Kelp', 'Lighthouse', 'Cliff', 'Whale', 'Tide'],
  river: ['Riverbend', 'Ebony', 'Hippo Pool', 'Sausage Tree', 'Mopane', 'Fig Tree'],
  lodge: ['Marula', 'Leadwood', 'Mopane'],
  'tented-camp': ['Sable', 'Kudu', 'Acacia'],
};

type Template = (name: string, where: Localized) => Localized;

const d =
  (en: string, de: string): Template =>
  (name, where) => ({
    en: en.replace('{name}', name).replace('{where}', where.en),
    de: de.replace('{name}', name).replace('{where}', where.de),
  });

/** The first sentence of a stay's description and two taglines, per property type. */
export const STAY_TEXTS: Record<PropertyType, { intro: Template; taglines: readonly Localized[] }> = {
  Apartment: {
    intro: d(
      '{name} offers serviced apartments {where}, with a kitchen and space to settle in.',
      '{name} bietet Apartments mit Service {where}, mit Küche und Platz zum Ankommen.',
    ),
    taglines: [
      t('Your own place in town', 'Ihr eigenes Zuhause in der Stadt'),
      t('Space, light and a kitchen', 'Platz, Licht und eine Küche'),
    ],
  },
  'Bed & Breakfast': {
    intro: d(
      '{name} is a family-run bed and breakfast {where}, whose hosts share their favourite places over breakfast.',
      '{name} ist ein familiengeführtes Bed & Breakfast {where}, dessen Gastgeber beim Frühstück ihre Lieblingsorte verraten.',
    ),
    taglines: [
      t('Homemade breakfast, local tips', 'Hausgemachtes Frühstück, lokale Tipps'),
      t('Small, personal, welcoming', 'Klein, persönlich, herzlich'),
    ],
  },
  'Beach Resort': {
    intro: d(
      '{name} is a beach resort {where}, set in gardens that open onto the sand.',
      '{name} ist ein Strandresort {where}, dessen Gärten direkt in den Sand übergehen.',
    ),
    taglines: [
      t('Barefoot days by the lagoon', 'Barfußtage an der Lagune'),
      t('Sand, reef and sunsets', 'Sand, Riff und Sonnenuntergänge'),
    ],
  },
  'Boutique Hotel': {
    intro: d(
      '{name} is a boutique hotel {where} with just a handful of individually designed rooms.',
      '{name} ist ein Boutique-Hotel {where} mit nur wenigen, individuell gestalteten Zimmern.',
    ),
    taglines: [
      t('Design, art and a rooftop view', 'Design, Kunst und Blick von der Dachterrasse'),
      t('Small hotel, big character', 'Kleines Hotel, großer Charakter'),
    ],
  },
  'Country House': {
    intro: d(
      '{name} is a country house {where}, with wide lawns, a library and a fireplace for cool evenings.',
      '{name} ist ein Landhaus {where} mit weiten Rasenflächen, einer Bibliothek und einem Kamin für kühle Abende.',
    ),
    taglines: [
      t('Gardens, books and mountain air', 'Gärten, Bücher und Bergluft'),
      t('A farmhouse welcome', 'Herzlich wie auf dem Land'),
    ],
  },
  'Golf Resort': {
    intro: d(
      '{name} is a golf resort {where}, its course laid out between native vegetation and the sea.',
      '{name} ist ein Golfresort {where}, dessen Platz zwischen heimischer Vegetation und Meer angelegt ist.',
    ),
    taglines: [
      t('Eighteen holes with a sea view', 'Achtzehn Löcher mit Meerblick'),
      t('Fairways, spa and ocean', 'Fairways, Spa und Ozean'),
    ],
  },
  'Guest House': {
    intro: d(
      '{name} is a welcoming guest house {where}, a good base at a fair price.',
      '{name} ist ein herzliches Gästehaus {where} – ein guter Ausgangspunkt zu fairem Preis.',
    ),
    taglines: [
      t('Friendly hosts, fair prices', 'Freundliche Gastgeber, faire Preise'),
      t('A quiet base to explore', 'Ein ruhiger Ausgangspunkt'),
    ],
  },
  'Shared room in Home Stay': {
    intro: d(
      'At {name} you stay with a local family {where}, share meals and take part in daily life.',
      '{name}: Sie wohnen bei einer einheimischen Familie {where}, essen gemeinsam und erleben den Alltag mit.',
    ),
    taglines: [
      t('Live like a local', 'Leben wie die Einheimischen'),
      t('A family’s welcome', 'Willkommen in der Familie'),
    ],
  },
  Hotel: {
    intro: d(
      '{name} is a comfortable hotel {where}, close to restaurants and sights.',
      '{name} ist ein komfortables Hotel {where}, nah an Restaurants und Sehenswürdigkeiten.',
    ),
    taglines: [
      t('Central, comfortable, easy', 'Zentral, komfortabel, unkompliziert'),
      t('A reliable city base', 'Eine verlässliche Basis in der Stadt'),
    ],
  },
  Hostel: {
    intro: d(
      '{name} is a friendly hostel {where} with dorms, private rooms and a busy communal kitchen.',
      '{name} ist ein freundliches Hostel {where} mit Schlafsälen, Privatzimmern und einer belebten Gemeinschaftsküche.',
    ),
    taglines: [
      t('Meet travellers, save money', 'Reisende treffen, Geld sparen'),
      t('Good vibes, good value', 'Gute Stimmung, guter Preis'),
    ],
  },
  Lodge: {
    intro: d(
      '{name} is a lodge {where} with thatched chalets and a deck overlooking the bush.',
      '{name} ist eine Lodge {where} mit strohgedeckten Chalets und einer Terrasse mit Blick in den Busch.',
    ),
    taglines: [
      t('Classic bush comfort', 'Klassischer Buschkomfort'),
      t('Sundowners on the deck', 'Sundowner auf der Terrasse'),
    ],
  },
  'Luxury Lodge': {
    intro: d(
      '{name} is an intimate luxury lodge {where}, with private plunge pools and its own guides and vehicles.',
      '{name} ist eine exklusive Luxus-Lodge {where} mit privaten Tauchbecken sowie eigenen Guides und Fahrzeugen.',
    ),
    taglines: [
      t('Wilderness in style', 'Wildnis mit Stil'),
      t('Private, polished, unforgettable', 'Privat, edel, unvergesslich'),
    ],
  },
  'Luxury Train': {
    intro: d(
      '{name} is a restored luxury train that sets out {where}, with wood-panelled suites and an observation car.',
      '{name} ist ein restaurierter Luxuszug, der {where} startet, mit holzvertäfelten Suiten und Aussichtswagen.',
    ),
    taglines: [
      t('The golden age of rail', 'Das goldene Zeitalter der Eisenbahn'),
      t('Africa through a carriage window', 'Afrika durch das Abteilfenster'),
    ],
  },
  'Private Island': {
    intro: d(
      '{name} is a private island {where}, with a handful of villas and a beach for every guest.',
      '{name} ist eine Privatinsel {where} mit wenigen Villen und einem Strand für jeden Gast.',
    ),
    taglines: [
      t('An island to yourselves', 'Eine Insel für sich allein'),
      t('Barefoot luxury, turtle beaches', 'Barfußluxus und Schildkrötenstrände'),
    ],
  },
  'Rest Camp': {
    intro: d(
      '{name} is a national-park rest camp {where}, with bungalows, campsites, a shop and a floodlit waterhole.',
      '{name} ist ein Rastlager {where} mit Bungalows, Stellplätzen, Laden und beleuchtetem Wasserloch.',
    ),
    taglines: [
      t('Inside the park, at park prices', 'Mitten im Park, zu Parkpreisen'),
      t('Braai under the stars', 'Grillen unter Sternen'),
    ],
  },
  'River Boat': {
    intro: d(
      '{name} is a river boat {where} with only a few cabins, so you watch wildlife from the water day and night.',
      '{name} ist ein Flussboot {where} mit nur wenigen Kabinen – Tierbeobachtung vom Wasser aus, bei Tag und Nacht.',
    ),
    taglines: [t('Safari afloat', 'Safari auf dem Wasser'), t('Slow days on the river', 'Langsame Tage auf dem Fluss')],
  },
  'Self catering': {
    intro: d(
      '{name} offers self-catering cottages {where}, each with a kitchen, a braai and a veranda.',
      '{name} bietet Selbstversorger-Cottages {where}, jedes mit Küche, Grillstelle und Veranda.',
    ),
    taglines: [
      t('Your own cottage, your own pace', 'Ihr eigenes Cottage, Ihr eigenes Tempo'),
      t('Cook, relax, explore', 'Kochen, entspannen, entdecken'),
    ],
  },
  'Safari Lodge': {
    intro: d(
      '{name} is a safari lodge {where}, with daily game drives and a waterhole in front of the main deck.',
      '{name} ist eine Safari-Lodge {where} mit täglichen Pirschfahrten und einem Wasserloch vor der Hauptterrasse.',
    ),
    taglines: [
      t('Game drives from the doorstep', 'Pirschfahrten direkt vor der Tür'),
      t('A waterhole with a view', 'Ein Wasserloch mit Aussicht'),
    ],
  },
  'Tented Camp': {
    intro: d(
      '{name} is a tented camp {where}: canvas walls, en-suite bathrooms and the sounds of the bush at night.',
      '{name} ist ein Zeltcamp {where}: Zeltwände, eigene Bäder und nachts die Geräusche des Buschs.',
    ),
    taglines: [
      t('Canvas, comfort and wild nights', 'Zeltwände, Komfort und wilde Nächte'),
      t('Close to nature, far from crowds', 'Nah an der Natur, fern vom Trubel'),
    ],
  },
  'Tented Safari Camp': {
    intro: d(
      '{name} is a classic tented safari camp {where}, in the style of the early expeditions, with bucket showers and campfire dinners.',
      '{name} ist ein klassisches Safari-Zeltcamp {where} im Stil der frühen Expeditionen, mit Eimerduschen und Abendessen am Lagerfeuer.',
    ),
    taglines: [
      t('Old-style safari, light footprint', 'Safari wie früher, mit leichtem Fußabdruck'),
      t('Following the herds', 'Den Herden folgen'),
    ],
  },
  Villa: {
    intro: d(
      '{name} is a private villa {where} with its own pool, a housekeeper and a chef on request.',
      '{name} ist eine private Villa {where} mit eigenem Pool, Haushälterin und auf Wunsch Koch.',
    ),
    taglines: [
      t('Privacy by the sea', 'Privatsphäre am Meer'),
      t('Your own tropical home', 'Ihr eigenes tropisches Zuhause'),
    ],
  },
  'Wine Estate': {
    intro: d(
      '{name} is a working wine estate {where}, with rooms among the vines and tastings in the cellar.',
      '{name} ist ein aktives Weingut {where} mit Zimmern zwischen den Reben und Weinproben im Keller.',
    ),
    taglines: [
      t('Sleep among the vines', 'Schlafen zwischen den Reben'),
      t('Cellar door to bedroom door', 'Vom Weinkeller direkt ins Zimmer'),
    ],
  },
};

/** The closing sentence, by the stay's strongest sustainability aspect. */
export const SUSTAINABILITY_SENTENCES = {
  environmental: t(
    'Solar power, water recycling and a plastic-free kitchen keep its footprint light.',
    'Solarstrom, Wasseraufbereitung und eine plastikfreie Küche halten den Fußabdruck klein.',
  ),
  economic: t(
    'Most of the team comes from nearby communities, and supplies are bought locally.',
    'Der Großteil des Teams stammt aus den umliegenden Gemeinden, und eingekauft wird vor Ort.',
  ),
  social: t(
    'A share of every night goes to a school and a clinic run with the neighbouring community.',
    'Ein Teil jedes Übernachtungspreises fließt in eine Schule und eine Klinik, die gemeinsam mit der Nachbargemeinde betrieben werden.',
  ),
} as const;
