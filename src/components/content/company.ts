/** The (fictitious) company's public contact details, as in the imprint. */
export const COMPANY = {
  email: 'hello@kuyenda-journeys.example',
  phone: '+41 44 000 00 00',
} as const;
