import DOMPurify from 'isomorphic-dompurify';

/** The only tags and link schemes content HTML may keep (spec 1 §9). */
export const ALLOWED_TAGS = ['a', 'p', 'b', 'i', 'em', 'strong', 'br', 'span', 'img'];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'loading'];
/** DOMPurify's default pattern narrowed to http, https and mailto (relative URLs still pass). */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ADD_DATA_URI_TAGS: [],
  });
}
