import { describe, expect, it } from 'vitest';
import { escapeHtml, type MailContent, renderHtml, renderText } from './mail.render';
import { addressOf, messageIdFor } from './mail.transport';

const content: MailContent = {
  language: 'en',
  subject: 'Hi <there>',
  greeting: 'Hello "Ann" & co,',
  paragraphs: ['One.'],
  facts: [
    ['Name', '<img src=x onerror=alert(1)>'],
    ['Message', 'line one\nline two'],
  ],
  link: { label: 'Open', url: 'https://example.com/q/A-1?x="y"&z=<1>' },
  after: ['After.'],
  signoff: ['Regards,', 'Team'],
  footer: 'Footer',
};

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderHtml', () => {
  it('escapes every value, including the link', () => {
    const html = renderHtml(content);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="https://example.com/q/A-1?x=&quot;y&quot;&amp;z=&lt;1&gt;"');
    expect(html).toContain('<title>Hi &lt;there&gt;</title>');
    expect(html).toContain('line one<br>line two');
    expect(html).toContain('<html lang="en">');
  });
});

describe('renderText', () => {
  it('reads in order: greeting, words, facts, link, sign-off, footer', () => {
    expect(renderText(content)).toBe(
      [
        'Hello "Ann" & co,',
        'One.',
        'Name: <img src=x onerror=alert(1)>\nMessage: line one\n  line two',
        'Open:\nhttps://example.com/q/A-1?x="y"&z=<1>',
        'After.',
        'Regards,\nTeam',
        '-- \nFooter\n',
      ].join('\n\n'),
    );
  });
});

describe('message ids', () => {
  it('name the outbox row and the sender domain', () => {
    expect(addressOf('Kuyenda Journeys <hello@kuyenda.example>')).toBe('hello@kuyenda.example');
    expect(addressOf('hello@kuyenda.example')).toBe('hello@kuyenda.example');
    expect(messageIdFor(42, 'Kuyenda Journeys <hello@kuyenda.example>')).toBe('<outbox-42@kuyenda.example>');
  });
});
