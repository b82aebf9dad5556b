import { type FormEvent, useState } from 'react';
import { markSignedIn } from '~/stores/admin-session';
import { type LoginOutcome, requestLogin } from './admin-api';
import type { LOGIN_KEYS, MessagesFor } from './admin-messages';

interface Props {
  messages: MessagesFor<typeof LOGIN_KEYS>;
}

const FAILURE_TEXT = {
  'invalid-credentials': 'admin.login.failed',
  throttled: 'admin.login.throttled',
  unavailable: 'admin.login.unavailable',
} as const satisfies Record<Exclude<LoginOutcome, 'signed-in'>, keyof Props['messages']>;

/** /admin/login: e-mail and password, posted as JSON; on success the dashboard. */
export default function AdminLoginForm({ messages }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<keyof typeof FAILURE_TEXT | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    setBusy(true);
    setFailure(null);
    const outcome = await requestLogin(email, String(data.get('password') ?? ''));
    if (outcome === 'signed-in') {
      markSignedIn(email.trim().toLowerCase(), Date.now());
      window.location.assign('/admin');
      return;
    }
    setFailure(outcome);
    setBusy(false);
  }

  return (
    <form className="admin-login" onSubmit={submit} aria-labelledby="admin-login-heading">
      <h1 id="admin-login-heading">{messages['admin.login.heading']}</h1>
      <label className="admin-field">
        <span>{messages['admin.login.email']}</span>
        <input name="email" type="email" autoComplete="username" required maxLength={254} />
      </label>
      <label className="admin-field">
        <span>{messages['admin.login.password']}</span>
        <input name="password" type="password" autoComplete="current-password" required maxLength={512} />
      </label>
      <p className="admin-login__failure" role="alert">
        {failure ? messages[FAILURE_TEXT[failure]] : ''}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? messages['admin.login.submitting'] : messages['admin.login.submit']}
      </button>
    </form>
  );
}
