import type { ReactNode } from 'react';
import { interpolate } from '~/i18n/format';
import type { FRAME_KEYS, MessagesFor, ServerSession } from './admin-messages';
import { useAdminSession } from './use-admin-session';

interface Props {
  messages: MessagesFor<typeof FRAME_KEYS>;
  session: ServerSession;
  current: 'dashboard' | 'components';
  children: ReactNode;
}

/** The admin header (brand, navigation, who is signed in, sign-out) around a page's content. */
export function AdminFrame({ messages, session, current, children }: Props) {
  const { signOut } = useAdminSession(session);
  const links = [
    { id: 'dashboard', href: '/admin', label: messages['admin.nav.dashboard'] },
    { id: 'components', href: '/admin/components', label: messages['admin.nav.components'] },
  ] as const;

  return (
    <>
      <header className="admin-header">
        <span className="admin-header__brand">
          {messages['site.brand']} · {messages['admin.area']}
        </span>
        <nav aria-label={messages['admin.nav.label']}>
          <ul className="admin-nav">
            {links.map((link) => (
              <li key={link.id}>
                <a href={link.href} aria-current={link.id === current ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <span className="admin-header__user">
          {interpolate(messages['admin.session.signedInAs'], { email: session.email })}
        </span>
        <button type="button" className="button" onClick={() => void signOut()}>
          {messages['admin.session.signOut']}
        </button>
      </header>
      <main id="main" className="admin-main">
        {children}
      </main>
    </>
  );
}
