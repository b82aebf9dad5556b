import type { ReactNode } from 'react';
import type { DesignToken, DesignTokens } from '~/lib/design-tokens';
import type { MessagesFor, ServerSession, SHOWCASE_KEYS } from './admin-messages';
import { AdminFrame } from './AdminFrame';

interface Props {
  messages: MessagesFor<typeof SHOWCASE_KEYS>;
  session: ServerSession;
  tokens: DesignTokens;
}

/** /admin/components: the design tokens rendered through the variables themselves, not copies of their values. */
export default function ComponentShowcase({ messages, session, tokens }: Props) {
  return (
    <AdminFrame messages={messages} session={session} current="components">
      <h1>{messages['admin.components.title']}</h1>
      <p>{messages['admin.components.lead']}</p>

      <Section title={messages['admin.components.colours']}>
        <ul className="showcase-grid">
          {tokens.colours.map((token) => (
            <li key={token.name} className="showcase-swatch">
              <span className="showcase-swatch__colour" style={{ background: `var(${token.name})` }} />
              <TokenLabel token={token} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={messages['admin.components.typeScale']}>
        <ul className="showcase-list">
          {tokens.typeScale.map((token) => (
            <li key={token.name}>
              <TokenLabel token={token} />
              <p className="showcase-sample" style={{ fontSize: `var(${token.name})` }}>
                {messages['admin.components.sampleText']}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={messages['admin.components.typefaces']}>
        <ul className="showcase-list">
          {tokens.typefaces.map((token) => (
            <li key={token.name}>
              <TokenLabel token={token} />
              <p className="showcase-sample" style={{ fontFamily: `var(${token.name})` }}>
                {messages['admin.components.sampleText']}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={messages['admin.components.spacing']}>
        <ul className="showcase-list">
          {tokens.spacing.map((token) => (
            <li key={token.name} className="showcase-spacing">
              <span className="showcase-spacing__bar" style={{ width: `var(${token.name})` }} />
              <TokenLabel token={token} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={messages['admin.components.buttons']}>
        <p className="showcase-row">
          <button type="button" className="button">
            {messages['admin.components.buttonSample']}
          </button>
          <button type="button" className="button" disabled>
            {messages['admin.components.buttonSample']}
          </button>
        </p>
      </Section>
    </AdminFrame>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="showcase-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function TokenLabel({ token }: { token: DesignToken }) {
  return (
    <span className="showcase-label">
      <code>{token.name}</code> <span>{token.value}</span>
    </span>
  );
}
