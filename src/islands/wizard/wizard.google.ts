/**
 * "Fill in with Google": Google Identity Services only to prefill name and e-mail.
 * The script is loaded on the first click, never before, and the ID token is only
 * read here (not verified, not sent): nobody is signed in, the visitor can change
 * every field, and the e-mail is checked like a typed one.
 */

export const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleProfile {
  firstName: string;
  lastName: string;
  email: string;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        auto_select?: boolean;
        cancel_on_tap_outside?: boolean;
        use_fedcm_for_prompt?: boolean;
      }): void;
      prompt(): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

/** The name and e-mail in a Google ID token's payload; null for anything that is not one. */
export function profileFromCredential(credential: string): GoogleProfile | null {
  const payload = credential.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : '');
    const email = claims['email_verified'] === false ? '' : text('email');
    const profile = { firstName: text('given_name'), lastName: text('family_name'), email };
    return profile.firstName || profile.lastName || profile.email ? profile : null;
  } catch {
    return null;
  }
}

let loading: Promise<GoogleIdentity> | null = null;

function loadScript(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google?.accounts?.id) resolve(google);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Loads the script, shows Google's own button in `container` (its popup is the reliable
 * path) and One Tap; `onProfile` gets the name and e-mail once the visitor picks an account.
 */
export async function startGooglePrefill(
  clientId: string,
  container: HTMLElement,
  locale: string,
  onProfile: (profile: GoogleProfile) => void,
): Promise<void> {
  const google = await loadScript();
  google.accounts.id.initialize({
    client_id: clientId,
    callback: ({ credential }) => {
      const profile = credential ? profileFromCredential(credential) : null;
      if (profile) onProfile(profile);
    },
    auto_select: false,
    cancel_on_tap_outside: true,
    use_fedcm_for_prompt: true,
  });
  google.accounts.id.renderButton(container, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    text: 'continue_with',
    locale,
    width: Math.min(320, container.clientWidth || 320),
  });
  google.accounts.id.prompt();
}
