import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_EVENT,
  type ConsentChoice,
  consentCookie,
  DECLINE_ALL,
  OPTIONAL_CATEGORIES,
  parseConsent,
  readCookie,
} from '~/lib/consent';

/**
 * Wires the server-rendered banner and dialog (src/components/consent/CookieBanner.astro).
 * Without JavaScript both stay hidden: a choice could not be stored, and nothing optional
 * loads without a script anyway.
 */
export function startConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-consent-dialog]');
  if (!banner || !dialog || banner.dataset['ready']) return;
  banner.dataset['ready'] = 'true';

  const stored = () => parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
  banner.hidden = stored() !== null;
  for (const settings of document.querySelectorAll<HTMLElement>('[data-consent-settings]')) settings.hidden = false;

  const save = (choice: ConsentChoice) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox; the value is built by consentCookie.
    document.cookie = consentCookie(choice, location.protocol === 'https:');
    banner.hidden = true;
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
  };

  const open = () => {
    const current = stored() ?? DECLINE_ALL;
    for (const category of OPTIONAL_CATEGORIES) {
      const box = dialog.querySelector<HTMLInputElement>(`input[name="${category}"]`);
      if (box) box.checked = current[category];
    }
    dialog.returnValue = '';
    dialog.showModal();
  };

  document.addEventListener('click', (event) => {
    const action = (event.target as Element | null)?.closest('[data-consent]')?.getAttribute('data-consent');
    if (action === 'accept') save(ACCEPT_ALL);
    else if (action === 'decline') save(DECLINE_ALL);
    else if (action === 'choose') open();
  });

  // The dialog's buttons submit its form (method="dialog"); the one pressed is the return value.
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'accept') save(ACCEPT_ALL);
    else if (dialog.returnValue === 'decline') save(DECLINE_ALL);
    else if (dialog.returnValue === 'save') {
      const checked = (category: string) =>
        dialog.querySelector<HTMLInputElement>(`input[name="${category}"]`)?.checked ?? false;
      save({ analytics: checked('analytics'), recording: checked('recording') });
    }
  });
}
