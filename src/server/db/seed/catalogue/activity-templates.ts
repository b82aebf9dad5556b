import type { Localized } from '../../schema/types';
import type { ArtworkKind } from '../artwork-kinds';
import { t } from './destination-seed';

export interface ActivityTemplate {
  title: Localized;
  short: Localized;
  description: Localized;
  minutes: number;
  maxAdults: number;
  /** Per adult in USD; children pay about half. */
  costUsd: number;
  supplier: string;
}

const a = (
  title: Localized,
  short: Localized,
  description: Localized,
  minutes: number,
  costUsd: number,
  maxAdults = 6,
  supplier = 'Local Guides Collective',
): ActivityTemplate => ({ title, short, description, minutes, maxAdults, costUsd, supplier });

export const ACTIVITY_TEMPLATES = {
  'game-drive': a(
    t('Morning game drive', 'Morgendliche Pirschfahrt'),
    t('Three hours in an open vehicle at first light.', 'Drei Stunden im offenen Geländewagen bei Sonnenaufgang.'),
    t(
      'Leave camp at dawn, when predators are most active, with a coffee stop in the bush.',
      'Aufbruch im Morgengrauen, wenn Raubtiere am aktivsten sind, mit Kaffeepause im Busch.',
    ),
    180,
    65,
    6,
    'Bush Trackers',
  ),
  'night-drive': a(
    t('Night drive', 'Nachtpirsch'),
    t('Spotlight drive for nocturnal animals.', 'Pirschfahrt mit Suchscheinwerfer für nachtaktive Tiere.'),
    t(
      'After sundowners the guide searches with a red-filtered light for genets, owls and hunting lions.',
      'Nach dem Sundowner sucht der Guide mit rot gefiltertem Licht nach Ginsterkatzen, Eulen und jagenden Löwen.',
    ),
    120,
    45,
    6,
    'Bush Trackers',
  ),
  'bush-walk': a(
    t('Guided bush walk', 'Geführte Buschwanderung'),
    t('On foot with an armed ranger and a tracker.', 'Zu Fuß mit bewaffnetem Ranger und Spurenleser.'),
    t(
      'Learn to read tracks, dung and plants; the small things of the bush come into focus.',
      'Spuren, Losung und Pflanzen lesen lernen: Die kleinen Dinge des Buschs rücken in den Blick.',
    ),
    150,
    40,
    6,
    'Walking Safaris Co-op',
  ),
  mokoro: a(
    t('Mokoro excursion', 'Mokoro-Ausflug'),
    t('Glide through the channels in a dugout canoe.', 'Im Einbaum lautlos durch die Kanäle gleiten.'),
    t(
      'A poler from the local community steers through papyrus and water lilies, past reed frogs and jacanas.',
      'Ein Bootsführer aus der örtlichen Gemeinde stakt durch Papyrus und Seerosen, vorbei an Riedfröschen und Blatthühnchen.',
    ),
    180,
    55,
    2,
    'Delta Polers Trust',
  ),
  'boat-safari': a(
    t('Sunset boat safari', 'Bootssafari bei Sonnenuntergang'),
    t('Elephants and hippos seen from the water.', 'Elefanten und Flusspferde vom Wasser aus.'),
    t(
      'A slow cruise along the river bank as herds come down to drink, ending with the sun setting over the water.',
      'Eine langsame Fahrt am Ufer entlang, wenn die Herden zum Trinken kommen, bis die Sonne über dem Wasser versinkt.',
    ),
    150,
    50,
    10,
    'River Safaris',
  ),
  balloon: a(
    t('Hot-air balloon safari', 'Heißluftballon-Safari'),
    t('Float over the plains at sunrise.', 'Bei Sonnenaufgang über die Ebenen schweben.'),
    t(
      'An hour aloft over the grasslands, followed by a champagne breakfast in the bush.',
      'Eine Stunde in der Luft über dem Grasland, danach ein Champagnerfrühstück im Busch.',
    ),
    240,
    560,
    12,
    'Savanna Balloons',
  ),
  'gorilla-trek': a(
    t('Gorilla trek', 'Gorilla-Trekking'),
    t('One hour with a habituated mountain gorilla family.', 'Eine Stunde mit einer habituierten Berggorilla-Familie.'),
    t(
      'Trackers lead the way through bamboo and forest; the permit funds the park and its neighbours.',
      'Spurenleser führen durch Bambus und Wald; die Genehmigung finanziert den Park und seine Nachbarn.',
    ),
    420,
    1500,
    8,
    'Park Authority Permits',
  ),
  'chimp-trek': a(
    t('Chimpanzee trek', 'Schimpansen-Trekking'),
    t('Follow a chimpanzee community through the forest.', 'Einer Schimpansengruppe durch den Wald folgen.'),
    t(
      'Early start with a ranger; listen for pant-hoots and spend an hour with the group once found.',
      'Früher Start mit einem Ranger; auf die Rufe hören und eine Stunde bei der Gruppe verbringen.',
    ),
    300,
    150,
    8,
    'Park Authority Permits',
  ),
  'canopy-walk': a(
    t('Canopy walkway', 'Baumwipfelpfad'),
    t('A suspension bridge high above the forest.', 'Eine Hängebrücke hoch über dem Wald.'),
    t(
      'Walk at treetop level and look out for turacos and colobus monkeys.',
      'Auf Höhe der Baumkronen gehen und nach Turakos und Stummelaffen Ausschau halten.',
    ),
    150,
    60,
    10,
    'Forest Rangers',
  ),
  'city-walk': a(
    t('City walking tour', 'Stadtrundgang'),
    t('History, markets and coffee with a local guide.', 'Geschichte, Märkte und Kaffee mit einem örtlichen Guide.'),
    t(
      'A half-day on foot through old quarters, markets and a neighbourhood café owned by the guide’s family.',
      'Ein halber Tag zu Fuß durch Altstadtviertel und Märkte, mit Einkehr im Café der Familie des Guides.',
    ),
    210,
    35,
    10,
  ),
  'community-tour': a(
    t('Community-led neighbourhood tour', 'Stadtteilführung mit Anwohnern'),
    t('Meet residents, artists and cooks.', 'Anwohner, Künstler und Köche kennenlernen.'),
    t(
      'Residents show their neighbourhood; fees go to a community fund chosen by the hosts.',
      'Anwohner zeigen ihr Viertel; die Einnahmen gehen an einen Gemeinschaftsfonds, den die Gastgeber bestimmen.',
    ),
    240,
    45,
    8,
    'Neighbourhood Hosts',
  ),
  'wine-tasting': a(
    t('Cellar tour and wine tasting', 'Kellerführung mit Weinprobe'),
    t('Five wines and the story of the estate.', 'Fünf Weine und die Geschichte des Guts.'),
    t(
      'A walk through the vineyard and cellar with the winemaker, then a tasting paired with local cheese.',
      'Ein Gang durch Weinberg und Keller mit dem Kellermeister, danach eine Probe mit regionalem Käse.',
    ),
    150,
    30,
    12,
    'Winelands Tastings',
  ),
  'whale-watching': a(
    t('Whale watching by boat', 'Walbeobachtung per Boot'),
    t('Southern right whales at close range (June–November).', 'Südkaper aus nächster Nähe (Juni bis November).'),
    t(
      'A licensed boat approaches the whales that calve in the bay each winter.',
      'Ein lizenziertes Boot nähert sich den Walen, die jeden Winter in der Bucht kalben.',
    ),
    150,
    95,
    20,
    'Bay Whale Watchers',
  ),
  snorkelling: a(
    t('Reef snorkelling trip', 'Schnorchelausflug zum Riff'),
    t('Turtles and reef fish in clear water.', 'Schildkröten und Rifffische in klarem Wasser.'),
    t(
      'A boat trip to the reef with masks and fins provided, guided by a marine biologist.',
      'Eine Bootsfahrt zum Riff mit Maske und Flossen, begleitet von einer Meeresbiologin.',
    ),
    180,
    70,
    10,
    'Blue Reef Divers',
  ),
  diving: a(
    t('Two-tank dive', 'Zwei Tauchgänge'),
    t('Two guided dives for certified divers.', 'Zwei geführte Tauchgänge für zertifizierte Taucher.'),
    t(
      'Two dives on the outer reef with a PADI guide, equipment included.',
      'Zwei Tauchgänge am Außenriff mit PADI-Guide, Ausrüstung inklusive.',
    ),
    240,
    140,
    8,
    'Blue Reef Divers',
  ),
  'dhow-cruise': a(
    t('Sunset dhow cruise', 'Dhau-Fahrt bei Sonnenuntergang'),
    t('Sail on a traditional wooden boat.', 'Segeln auf einem traditionellen Holzboot.'),
    t(
      'Two hours under sail with fresh fruit and the call to prayer drifting across the water.',
      'Zwei Stunden unter Segeln mit frischem Obst, während der Gebetsruf über das Wasser klingt.',
    ),
    120,
    45,
    14,
    'Dhow Sailors',
  ),
  'spice-tour': a(
    t('Spice farm tour', 'Besuch einer Gewürzfarm'),
    t('Cloves, vanilla and cinnamon straight from the plant.', 'Nelken, Vanille und Zimt direkt von der Pflanze.'),
    t(
      'A farmer explains how spices shaped the island’s history; lunch is cooked with what you picked.',
      'Ein Bauer erklärt, wie Gewürze die Geschichte der Insel prägten; das Mittagessen wird mit dem Gepflückten gekocht.',
    ),
    180,
    30,
    12,
    'Spice Farmers Association',
  ),
  sandboarding: a(
    t('Sandboarding in the dunes', 'Sandboarding in den Dünen'),
    t('Slide down the dunes lying or standing.', 'Liegend oder stehend die Dünen hinunter.'),
    t(
      'A morning in the dune belt with boards, wax and instructors; no experience needed.',
      'Ein Vormittag im Dünengürtel mit Boards, Wachs und Lehrern; keine Vorkenntnisse nötig.',
    ),
    240,
    55,
    12,
    'Dune Riders',
  ),
  'scenic-flight': a(
    t('Scenic flight', 'Rundflug'),
    t('The landscape from above in a light aircraft.', 'Die Landschaft von oben im Kleinflugzeug.'),
    t(
      'A low flight over the most dramatic scenery, with a window seat for everyone.',
      'Ein niedriger Flug über die eindrucksvollste Landschaft, mit Fensterplatz für alle.',
    ),
    75,
    210,
    5,
    'Bush Pilots Air',
  ),
  'lemur-walk': a(
    t('Night walk for lemurs', 'Nachtwanderung zu den Lemuren'),
    t('Mouse lemurs and chameleons by torchlight.', 'Mausmakis und Chamäleons im Schein der Taschenlampe.'),
    t(
      'A guide from the village association finds the forest’s smallest primates after dark.',
      'Ein Guide der Dorfvereinigung findet nach Einbruch der Dunkelheit die kleinsten Primaten des Waldes.',
    ),
    120,
    25,
    8,
    'Village Guides Association',
  ),
  'rhino-tracking': a(
    t('Rhino tracking on foot', 'Nashorn-Tracking zu Fuß'),
    t('Track rhino with the reserve’s monitoring team.', 'Nashörner mit dem Überwachungsteam des Reservats aufspüren.'),
    t(
      'Join the rangers who protect the rhino on their daily round; part of the fee pays for monitoring.',
      'Begleiten Sie die Ranger, die die Nashörner schützen, auf ihrer täglichen Runde; ein Teil des Preises finanziert die Überwachung.',
    ),
    240,
    120,
    6,
    'Rhino Monitors',
  ),
  'village-visit': a(
    t('Village visit', 'Dorfbesuch'),
    t('An afternoon with a neighbouring community.', 'Ein Nachmittag bei einer benachbarten Gemeinde.'),
    t(
      'Visit a school or cooperative supported by the lodge, led by a member of the community.',
      'Besuch einer Schule oder Kooperative, die die Lodge unterstützt, geführt von einem Gemeindemitglied.',
    ),
    150,
    20,
    10,
    'Community Trust',
  ),
  canoeing: a(
    t('Canoe safari', 'Kanusafari'),
    t('Paddle past elephants and hippos.', 'An Elefanten und Flusspferden vorbeipaddeln.'),
    t(
      'Half a day downstream in two-person canoes with a guide leading from the front.',
      'Einen halben Tag flussabwärts in Zweierkanus, mit einem Guide an der Spitze.',
    ),
    240,
    90,
    8,
    'River Safaris',
  ),
  hike: a(
    t('Guided day hike', 'Geführte Tageswanderung'),
    t('A trail with views, picnic included.', 'Ein Wanderweg mit Aussicht, Picknick inklusive.'),
    t(
      'A moderate hike of four to six hours with a local guide who knows every plant on the way.',
      'Eine mittelschwere Wanderung von vier bis sechs Stunden mit einem Guide, der jede Pflanze am Weg kennt.',
    ),
    360,
    40,
    10,
    'Trail Guides',
  ),
  'horse-riding': a(
    t('Horseback safari', 'Safari zu Pferd'),
    t('Ride among zebra and giraffe.', 'Zwischen Zebras und Giraffen reiten.'),
    t(
      'Two hours in the saddle for riders with some experience; wildlife lets horses come remarkably close.',
      'Zwei Stunden im Sattel für Reiter mit etwas Erfahrung; die Tiere lassen Pferde erstaunlich nah heran.',
    ),
    120,
    85,
    6,
    'Saddle Safaris',
  ),
  'cultural-visit': a(
    t('Cultural heritage visit', 'Besuch einer Kulturstätte'),
    t('Rock art, ruins or a living tradition.', 'Felsmalereien, Ruinen oder lebendige Tradition.'),
    t(
      'A guided visit to a heritage site with a custodian who tells its story.',
      'Ein geführter Besuch einer Kulturstätte mit einer Hüterin, die ihre Geschichte erzählt.',
    ),
    180,
    35,
    10,
    'Heritage Guides',
  ),
} as const satisfies Record<string, ActivityTemplate>;

export type ActivityKey = keyof typeof ACTIVITY_TEMPLATES;

/** Activities offered where a destination names none of its own, by its artwork kind. */
export const DEFAULT_ACTIVITIES: Record<ArtworkKind, ActivityKey[]> = {
  savanna: ['game-drive', 'night-drive', 'bush-walk'],
  delta: ['mokoro', 'game-drive', 'boat-safari'],
  'desert-dunes': ['sandboarding', 'scenic-flight', 'hike'],
  mountains: ['hike', 'horse-riding', 'cultural-visit'],
  rainforest: ['canopy-walk', 'hike', 'village-visit'],
  beach: ['snorkelling', 'diving', 'dhow-cruise'],
  island: ['snorkelling', 'hike', 'diving'],
  lake: ['boat-safari', 'canoeing', 'village-visit'],
  waterfall: ['scenic-flight', 'city-walk', 'boat-safari'],
  city: ['city-walk', 'community-tour'],
  winelands: ['wine-tasting', 'hike', 'horse-riding'],
  crater: ['game-drive', 'village-visit'],
  coast: ['whale-watching', 'hike', 'snorkelling'],
  river: ['boat-safari', 'canoeing', 'game-drive'],
  lodge: ['game-drive', 'bush-walk'],
  'tented-camp': ['game-drive', 'bush-walk'],
};
