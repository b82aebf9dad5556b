import type { Localized } from '../../schema/types';
import { type Climate, type Season, t } from './destination-seed';

/** Per climate: a note for the best-time FAQ and what each season is like (trip "time to go"). */
export const SEASON_TEXTS: Record<Climate, { note: Localized } & Record<Season, Localized>> = {
  'southern-safari': {
    note: t(
      'The dry winter (June to October) thins the bush and draws animals to water; the green summer brings newborn animals, migrant birds and lower prices.',
      'Im trockenen Winter (Juni bis Oktober) lichtet sich der Busch und die Tiere kommen ans Wasser; der grüne Sommer bringt Jungtiere, Zugvögel und niedrigere Preise.',
    ),
    H: t(
      'Dry season: animals gather at the water, clear days and cool nights.',
      'Trockenzeit: Tiere sammeln sich am Wasser, klare Tage und kühle Nächte.',
    ),
    S: t(
      'Between seasons: good game viewing, fewer vehicles, warm days.',
      'Zwischensaison: gute Tierbeobachtung, weniger Fahrzeuge, warme Tage.',
    ),
    L: t(
      'Green season: lush landscapes, newborn animals, afternoon storms and the best prices.',
      'Grüne Saison: üppige Landschaften, Jungtiere, Nachmittagsgewitter und die besten Preise.',
    ),
  },
  cape: {
    note: t(
      'Summer (November to March) is warm, dry and windy; winter brings rain, green mountains and whales along the coast.',
      'Der Sommer (November bis März) ist warm, trocken und windig; der Winter bringt Regen, grüne Berge und Wale an die Küste.',
    ),
    H: t(
      'Cape summer: long beach days, harvest in the Winelands.',
      'Kap-Sommer: lange Strandtage, Weinlese im Weinland.',
    ),
    S: t('Mild and calm: ideal for hiking and road trips.', 'Mild und ruhig: ideal zum Wandern und für Rundreisen.'),
    L: t(
      'Green winter: whales in the bays, fireside evenings, quiet roads.',
      'Grüner Winter: Wale in den Buchten, Abende am Kamin, leere Straßen.',
    ),
  },
  namibia: {
    note: t(
      'The dry winter months are best for Etosha’s waterholes and comfortable desert temperatures; the summer can be very hot.',
      'Die trockenen Wintermonate sind am besten für die Wasserlöcher der Etosha und angenehme Wüstentemperaturen; der Sommer kann sehr heiß werden.',
    ),
    H: t(
      'Dry winter: animals at Etosha’s waterholes, crisp desert mornings.',
      'Trockener Winter: Tiere an den Wasserlöchern der Etosha, frische Wüstenmorgen.',
    ),
    S: t('Warm and quiet: clear skies for stargazing.', 'Warm und ruhig: klarer Himmel für Sternenbeobachtung.'),
    L: t(
      'Hot summer with rare rains: dramatic skies and green plains.',
      'Heißer Sommer mit seltenem Regen: dramatische Himmel und grüne Ebenen.',
    ),
  },
  'east-africa': {
    note: t(
      'The long dry season (June to October) brings the Migration’s river crossings; January and February are calving time in the southern Serengeti. The long rains fall from April to May.',
      'Die lange Trockenzeit (Juni bis Oktober) bringt die Flussüberquerungen der Tierwanderung; Januar und Februar sind Geburtszeit in der südlichen Serengeti. Die lange Regenzeit liegt im April und Mai.',
    ),
    H: t(
      'Dry season: the Great Migration and excellent game viewing.',
      'Trockenzeit: die Große Tierwanderung und hervorragende Tierbeobachtung.',
    ),
    S: t(
      'Short rains or calving season: green plains and fewer visitors.',
      'Kleine Regenzeit oder Geburtszeit: grüne Ebenen und weniger Besucher.',
    ),
    L: t(
      'Long rains: lush, quiet and good value; some camps close.',
      'Lange Regenzeit: üppig, ruhig und günstig; manche Camps schließen.',
    ),
  },
  rwanda: {
    note: t(
      'Gorilla trekking is possible all year; the dry months (June to September and December to February) make the forest paths easier.',
      'Gorilla-Trekking ist das ganze Jahr möglich; in den trockenen Monaten (Juni bis September und Dezember bis Februar) sind die Waldpfade leichter zu gehen.',
    ),
    H: t(
      'Dry season: easier trekking paths and clear volcano views.',
      'Trockenzeit: leichtere Trekkingpfade und klare Sicht auf die Vulkane.',
    ),
    S: t('Short rains: green hills, fewer trekkers.', 'Kleine Regenzeit: grüne Hügel, weniger Trekker.'),
    L: t(
      'Long rains: muddy trails but easy permits and lush forest.',
      'Lange Regenzeit: matschige Pfade, aber leicht verfügbare Genehmigungen und üppiger Wald.',
    ),
  },
  'indian-ocean': {
    note: t(
      'The islands are warm all year; the calmest, clearest water is found in the months between the trade-wind seasons.',
      'Die Inseln sind das ganze Jahr warm; das ruhigste, klarste Wasser gibt es in den Monaten zwischen den Passatwind-Zeiten.',
    ),
    H: t(
      'Peak island season: calm seas and the best visibility for diving.',
      'Hochsaison auf den Inseln: ruhige See und beste Sicht zum Tauchen.',
    ),
    S: t('Warm and pleasant, with a fresh breeze.', 'Warm und angenehm, mit frischer Brise.'),
    L: t(
      'Hot and humid with tropical showers; quieter beaches.',
      'Heiß und feucht mit tropischen Schauern; ruhigere Strände.',
    ),
  },
  madagascar: {
    note: t(
      'The dry season from April to November is best; October and November bring baby lemurs, and the cyclone season runs from January to March.',
      'Die Trockenzeit von April bis November ist am besten; im Oktober und November gibt es Lemurenbabys, und die Zyklonsaison dauert von Januar bis März.',
    ),
    H: t(
      'Dry season: passable roads, active lemurs, whales on the east coast.',
      'Trockenzeit: befahrbare Straßen, aktive Lemuren, Wale an der Ostküste.',
    ),
    S: t('Warming up: flowering forests and baby lemurs.', 'Es wird wärmer: blühende Wälder und Lemurenbabys.'),
    L: t(
      'Rainy season: some roads close, reptiles and frogs are everywhere.',
      'Regenzeit: manche Straßen sind gesperrt, Reptilien und Frösche überall.',
    ),
  },
};
