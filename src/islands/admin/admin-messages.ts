import type { MessageKey } from '~/i18n/messages';

// The messages each admin island receives as props (picked by its page).

export const LOGIN_KEYS = [
  'admin.login.heading',
  'admin.login.email',
  'admin.login.password',
  'admin.login.submit',
  'admin.login.submitting',
  'admin.login.failed',
  'admin.login.throttled',
  'admin.login.unavailable',
] as const satisfies readonly MessageKey[];

export const FRAME_KEYS = [
  'site.brand',
  'admin.area',
  'admin.nav.label',
  'admin.nav.dashboard',
  'admin.nav.components',
  'admin.session.signedInAs',
  'admin.session.signOut',
] as const satisfies readonly MessageKey[];

export const DASHBOARD_KEYS = [
  ...FRAME_KEYS,
  'admin.dashboard.title',
  'admin.dashboard.placeholder',
] as const satisfies readonly MessageKey[];

export const SHOWCASE_KEYS = [
  ...FRAME_KEYS,
  'admin.components.title',
  'admin.components.lead',
  'admin.components.colours',
  'admin.components.typeScale',
  'admin.components.typefaces',
  'admin.components.spacing',
  'admin.components.buttons',
  'admin.components.sampleText',
  'admin.components.buttonSample',
] as const satisfies readonly MessageKey[];

export type MessagesFor<Keys extends readonly MessageKey[]> = Record<Keys[number], string>;

export type { ServerSession } from '~/stores/admin-session';
