import { t } from './destination-seed';

/** Reviewer names as they sign on review platforms. */
export const REVIEWER_NAMES = [
  'Anna & Tom W.',
  'Familie Krüger',
  'Sarah M.',
  'Jonas B.',
  'Claire D.',
  'Michael & Petra S.',
  'Lena H.',
  'David K.',
  'Emma R.',
  'Thomas L.',
  'Sophie & Max',
  'Julia F.',
  'Oliver P.',
  'Katrin und Jens',
  'Priya N.',
  'Mark T.',
  'Ines G.',
  'Felix & Hanna',
  'Charlotte B.',
  'Daniel O.',
  'Familie Meier',
  'Rachel S.',
  'Stefan Z.',
  'Laura & Ben',
  'Nadine K.',
  'James H.',
  'Marie-Claire V.',
  'Lukas R.',
  'Helen C.',
  'Andreas W.',
  'Sandra und Uwe',
  'Chloe M.',
  'Peter N.',
  'Miriam E.',
  'Tim & Lisa',
  'Familie Okafor',
  'Georg S.',
  'Amelie T.',
  'Robert J.',
  'Eva L.',
  'Noah & Mia',
  'Ruth A.',
] as const;

export const REVIEW_OPENINGS = [
  t(
    'Everything was perfectly organised, from the first call to the last transfer.',
    'Alles war perfekt organisiert, vom ersten Gespräch bis zum letzten Transfer.',
  ),
  t(
    'Our consultant listened carefully and built exactly the trip we had hoped for.',
    'Unsere Beraterin hat genau zugehört und die Reise zusammengestellt, die wir uns erhofft hatten.',
  ),
  t(
    'We were nervous about our first trip to Africa, but every detail was taken care of.',
    'Vor unserer ersten Afrikareise waren wir nervös, aber an jedes Detail war gedacht.',
  ),
  t(
    'The planning was quick and personal, and changes were never a problem.',
    'Die Planung war schnell und persönlich, und Änderungen waren nie ein Problem.',
  ),
  t(
    'A wonderful journey with stays that were each special in their own way.',
    'Eine wunderbare Reise mit Unterkünften, die jede auf ihre Art besonders waren.',
  ),
  t(
    'We loved that the stays are chosen with sustainability in mind.',
    'Uns hat gefallen, dass die Unterkünfte mit Blick auf Nachhaltigkeit ausgewählt werden.',
  ),
  t(
    'The route had the right pace: never rushed, never boring.',
    'Die Route hatte genau das richtige Tempo: nie gehetzt, nie langweilig.',
  ),
  t(
    'It was our second trip with the team and again it was flawless.',
    'Es war unsere zweite Reise mit dem Team, und wieder lief alles reibungslos.',
  ),
] as const;

/** `{where}` is the "in/at/on X" phrase of one of the trip's stops; `{Where}` starts a sentence. */
export const REVIEW_HIGHLIGHTS = [
  t(
    'The days {where} were the highlight – we still talk about them every week.',
    'Der Höhepunkt waren die Tage {where} – wir sprechen noch jede Woche darüber.',
  ),
  t(
    '{Where} our guide found animals and details we would never have noticed.',
    '{Where} hat unser Guide Tiere und Details entdeckt, die uns nie aufgefallen wären.',
  ),
  t('The staff {where} made us feel like family.', 'Das Team {where} hat uns wie Familie behandelt.'),
  t('Watching the sunset {where} was pure magic.', 'Der Sonnenuntergang {where} war pure Magie.'),
  t(
    '{Where} we finally had time to slow down and just look.',
    '{Where} hatten wir endlich Zeit, langsamer zu werden und einfach zu schauen.',
  ),
  t(
    'The food {where} was outstanding, and always made with local produce.',
    'Das Essen {where} war hervorragend und immer aus regionalen Zutaten.',
  ),
  t('We will never forget the mornings {where}.', 'Die Morgen {where} werden wir nie vergessen.'),
  t(
    'Our room {where} had the most beautiful view of the whole trip.',
    'Unser Zimmer {where} hatte die schönste Aussicht der ganzen Reise.',
  ),
] as const;

export const REVIEW_CLOSINGS = {
  5: [
    t('Thank you – we are already planning the next one!', 'Danke – wir planen schon die nächste Reise!'),
    t('Highly recommended.', 'Absolut empfehlenswert.'),
    t('Worth every cent.', 'Jeden Cent wert.'),
    t(
      'We felt safe and well looked after the whole time.',
      'Wir haben uns die ganze Zeit sicher und gut betreut gefühlt.',
    ),
  ],
  4: [
    t('Only the long drive on one day was a bit tiring.', 'Nur die lange Fahrt an einem Tag war etwas anstrengend.'),
    t(
      'One transfer was late, but the team sorted it out quickly.',
      'Ein Transfer kam zu spät, aber das Team hat es schnell geklärt.',
    ),
  ],
  3: [
    t(
      'Some stays did not quite match the pictures, but the trip was still good.',
      'Manche Unterkünfte entsprachen nicht ganz den Bildern, aber die Reise war trotzdem gut.',
    ),
  ],
} as const;
