import type { Localized } from '../schema/types';

export interface FeeSeed {
  /** The destination's slug; the fee applies there and to every place below it. */
  slug: string;
  kind: 'FEE' | 'LEVY_TAX';
  name: Localized;
  currency: string;
  /** Per person per night, minor units. */
  adult: number;
  child: number;
}

const fee = (slug: string, en: string, de: string, currency: string, adult: number, child: number): FeeSeed => ({
  slug,
  kind: 'FEE',
  name: { en: `${en} conservation fee`, de: `Naturschutzgebühr ${de}` },
  currency,
  adult,
  child,
});

/**
 * Conservation fees of the parks and reserves in the demo catalogue, per person per night,
 * at roughly the published rates for international visitors (2024/25; Tanzanian fees
 * include VAT; Namibian parks let children under 16 in free), plus two tourism levies.
 */
export const FEE_SEEDS: readonly FeeSeed[] = [
  fee('kruger-national-park', 'Kruger National Park', 'Kruger-Nationalpark', 'ZAR', 53_000, 26_500),
  fee(
    'addo-elephant-national-park',
    'Addo Elephant National Park',
    'Addo-Elefanten-Nationalpark',
    'ZAR',
    40_400,
    20_200,
  ),
  fee('drakensberg', 'uKhahlamba-Drakensberg Park', 'uKhahlamba-Drakensberg-Park', 'ZAR', 20_000, 10_000),
  fee('madikwe', 'Madikwe Game Reserve', 'Madikwe-Wildreservat', 'ZAR', 22_000, 11_000),
  fee('isimangaliso', 'iSimangaliso Wetland Park', 'iSimangaliso-Feuchtgebietspark', 'ZAR', 5_500, 3_000),
  fee('etosha-national-park', 'Etosha National Park', 'Etosha-Nationalpark', 'NAD', 15_000, 0),
  fee('namib-naukluft', 'Namib-Naukluft Park', 'Namib-Naukluft-Park', 'NAD', 15_000, 0),
  fee('skeleton-coast', 'Skeleton Coast Park', 'Skelettküsten-Park', 'NAD', 15_000, 0),
  fee('moremi', 'Moremi Game Reserve', 'Moremi-Wildreservat', 'USD', 2_000, 1_000),
  fee('chobe-national-park', 'Chobe National Park', 'Chobe-Nationalpark', 'USD', 2_000, 1_000),
  fee('makgadikgadi', 'Makgadikgadi Pans National Park', 'Makgadikgadi-Pfannen-Nationalpark', 'USD', 2_000, 1_000),
  fee('central-kalahari', 'Central Kalahari Game Reserve', 'Central-Kalahari-Wildreservat', 'USD', 2_000, 1_000),
  fee('south-luangwa', 'South Luangwa National Park', 'South-Luangwa-Nationalpark', 'USD', 3_000, 1_500),
  fee('lower-zambezi', 'Lower Zambezi National Park', 'Lower-Zambezi-Nationalpark', 'USD', 3_000, 1_500),
  fee('kafue', 'Kafue National Park', 'Kafue-Nationalpark', 'USD', 2_000, 1_000),
  fee('mosi-oa-tunya', 'Mosi-oa-Tunya National Park', 'Mosi-oa-Tunya-Nationalpark', 'USD', 1_500, 750),
  fee('hwange', 'Hwange National Park', 'Hwange-Nationalpark', 'USD', 2_000, 1_000),
  fee('mana-pools', 'Mana Pools National Park', 'Mana-Pools-Nationalpark', 'USD', 2_000, 1_000),
  fee('matusadona', 'Matusadona National Park', 'Matusadona-Nationalpark', 'USD', 1_500, 750),
  fee('matobo', 'Matobo National Park', 'Matobo-Nationalpark', 'USD', 1_500, 750),
  fee('maasai-mara', 'Maasai Mara National Reserve', 'Maasai-Mara-Nationalreservat', 'USD', 20_000, 5_000),
  fee('amboseli', 'Amboseli National Park', 'Amboseli-Nationalpark', 'USD', 9_000, 4_000),
  fee('samburu', 'Samburu National Reserve', 'Samburu-Nationalreservat', 'USD', 7_000, 4_000),
  fee('tsavo-west', 'Tsavo West National Park', 'Tsavo-West-Nationalpark', 'USD', 8_000, 4_000),
  fee('lewa', 'Lewa Wildlife Conservancy', 'Lewa-Wildschutzgebiet', 'USD', 12_000, 6_000),
  fee('serengeti', 'Serengeti National Park', 'Serengeti-Nationalpark', 'USD', 8_260, 2_360),
  fee('ngorongoro', 'Ngorongoro Conservation Area', 'Ngorongoro-Schutzgebiet', 'USD', 7_080, 2_360),
  fee('tarangire', 'Tarangire National Park', 'Tarangire-Nationalpark', 'USD', 5_900, 1_770),
  fee('lake-manyara', 'Lake Manyara National Park', 'Lake-Manyara-Nationalpark', 'USD', 5_900, 1_770),
  fee('kilimanjaro', 'Kilimanjaro National Park', 'Kilimandscharo-Nationalpark', 'USD', 8_260, 2_360),
  fee('ruaha', 'Ruaha National Park', 'Ruaha-Nationalpark', 'USD', 3_540, 1_180),
  fee('nyerere', 'Nyerere National Park', 'Nyerere-Nationalpark', 'USD', 7_080, 2_360),
  fee('mahale', 'Mahale Mountains National Park', 'Mahale-Mountains-Nationalpark', 'USD', 9_440, 2_360),
  fee('akagera', 'Akagera National Park', 'Akagera-Nationalpark', 'USD', 10_000, 5_000),
  fee('nyungwe', 'Nyungwe National Park', 'Nyungwe-Nationalpark', 'USD', 10_000, 5_000),
  fee('volcanoes-national-park', 'Volcanoes National Park', 'Volcanoes-Nationalpark', 'USD', 10_000, 5_000),
  {
    slug: 'zanzibar',
    kind: 'LEVY_TAX',
    name: { en: 'Zanzibar infrastructure tax', de: 'Infrastrukturabgabe Sansibar' },
    currency: 'USD',
    adult: 100,
    child: 100,
  },
  {
    slug: 'seychelles',
    kind: 'LEVY_TAX',
    name: { en: 'Seychelles environmental sustainability levy', de: 'Umweltabgabe der Seychellen' },
    currency: 'EUR',
    adult: 500,
    child: 0,
  },
];
