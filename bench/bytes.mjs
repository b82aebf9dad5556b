// Compressed bytes per page: fetch the HTML the way a browser asks for it
// (Accept-Encoding: br, gzip), find the JS and CSS it loads, fetch those too and
// count the body bytes on the wire. node:http, not fetch(): fetch decompresses
// transparently and would hide the compressed length we want.
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

const ACCEPT_ENCODING = 'br, gzip';
const MAX_REDIRECTS = 5;

/** GETs a URL; resolves with the status, headers, wire bytes and decoded body. */
function get(url, accept) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(
      url,
      { headers: { accept, 'accept-encoding': ACCEPT_ENCODING }, timeout: 15_000 },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const encoding = String(response.headers['content-encoding'] ?? 'identity').toLowerCase();
          let body;
          try {
            body = decode(wire, encoding);
          } catch (error) {
            reject(new Error(`${url}: cannot decode ${encoding} body: ${error.message}`));
            return;
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            wireBytes: wire.length,
            body,
            encoding,
          });
        });
      },
    );
    request.once('timeout', () => request.destroy(new Error(`${url}: timed out`)));
    request.once('error', reject);
  });
}

function decode(buffer, encoding) {
  if (encoding === 'br') return zlib.brotliDecompressSync(buffer);
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gunzipSync(buffer);
  if (encoding === 'deflate') return zlib.inflateSync(buffer);
  return buffer;
}

/** Follows redirects (a locale redirect is part of loading the page). */
async function getFollowing(url, accept) {
  let current = url;
  const redirects = [];
  for (let i = 0; i <= MAX_REDIRECTS; i++) {
    const response = await get(current, accept);
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location) {
      redirects.push({ from: current, status: response.status, wireBytes: response.wireBytes });
      current = new URL(location, current).href;
      continue;
    }
    return { ...response, url: current, redirects };
  }
  throw new Error(`${url}: more than ${MAX_REDIRECTS} redirects`);
}

/**
 * Size an inline block would add to the compressed HTML, estimated by compressing
 * it alone the way the compression middleware does (brotli quality 4, gzip level 6).
 */
function estimateCompressed(text, encoding) {
  const buffer = Buffer.from(text);
  if (encoding === 'br') {
    return zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  }
  if (encoding === 'gzip') return zlib.gzipSync(buffer).length;
  return buffer.length;
}

const ENTITIES = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

function parseAttributes(source) {
  const attributes = {};
  const pattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes[match[1].toLowerCase()] = value.replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (e) => ENTITIES[e]);
  }
  return attributes;
}

// Script types a browser executes; JSON, import maps and templates are not JS to run.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * What the HTML makes the browser load: external scripts, module preloads and
 * script preloads, Astro island components and renderers (dynamically imported
 * by the island runtime on hydration), stylesheets, plus inline <script>/<style>.
 */
export function parseHtml(html) {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const external = [];
  const inlineScripts = [];
  const inlineStyles = [];

  for (const match of withoutComments.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(match[1]);
    const type = (attributes.type ?? '').toLowerCase();
    // Modern browsers skip nomodule scripts entirely.
    if (!EXECUTABLE_TYPES.has(type) || 'nomodule' in attributes) continue;
    if (attributes.src) external.push({ href: attributes.src, type: 'js', via: 'script' });
    else if (match[2].trim()) inlineScripts.push(match[2]);
  }

  for (const match of withoutComments.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1]);
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    if (!attributes.href) continue;
    if (rel.includes('stylesheet') && !rel.includes('alternate')) {
      external.push({ href: attributes.href, type: 'css', via: 'stylesheet' });
    } else if (rel.includes('modulepreload')) {
      external.push({ href: attributes.href, type: 'js', via: 'modulepreload' });
    } else if (rel.includes('preload') && attributes.as === 'script') {
      external.push({ href: attributes.href, type: 'js', via: 'preload' });
    } else if (rel.includes('preload') && attributes.as === 'style') {
      external.push({ href: attributes.href, type: 'css', via: 'preload' });
    }
  }

  for (const match of withoutComments.matchAll(/<astro-island\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1]);
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      if (attributes[name]) external.push({ href: attributes[name], type: 'js', via: 'island' });
    }
  }

  for (const match of withoutComments.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    if (match[1].trim()) inlineStyles.push(match[1]);
  }

  return { external, inlineScripts, inlineStyles };
}

/**
 * Static imports of an ES module (`import x from "./a.js"`, `import "./b.js"`,
 * `export * from "./c.js"`): the browser fetches them before the module runs, so
 * they are part of the page's JS. Dynamic import() is not followed.
 */
export function staticImports(code) {
  const found = [];
  const pattern = /(?:^|[;\s})])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g;
  for (const match of code.matchAll(pattern)) {
    if (/^(?:\.{1,2}\/|\/)/.test(match[1])) found.push(match[1]);
  }
  return found;
}

/** Bytes of one page and everything it loads. Never throws; errors are recorded. */
export async function measurePage(baseUrl, path) {
  const pageUrl = new URL(path, baseUrl).href;
  const entry = {
    path,
    html: null,
    js: { files: 0, wireBytes: 0, inlineBytes: 0, inlineEstimatedBytes: 0 },
    css: { files: 0, wireBytes: 0, inlineBytes: 0, inlineEstimatedBytes: 0 },
    totalWireBytes: 0,
    requests: 0,
    resources: [],
    errors: [],
  };

  let page;
  try {
    page = await getFollowing(pageUrl, 'text/html');
  } catch (error) {
    entry.errors.push(error instanceof Error ? error.message : String(error));
    return entry;
  }
  const redirectBytes = page.redirects.reduce((sum, r) => sum + r.wireBytes, 0);
  entry.html = {
    url: page.url,
    status: page.status,
    encoding: page.encoding,
    wireBytes: page.wireBytes,
    rawBytes: page.body.length,
    redirects: page.redirects,
  };
  if (page.status !== 200) entry.errors.push(`${page.url}: HTTP ${page.status}`);

  const { external, inlineScripts, inlineStyles } = parseHtml(page.body.toString('utf8'));
  for (const script of inlineScripts) {
    entry.js.inlineBytes += Buffer.byteLength(script);
    entry.js.inlineEstimatedBytes += estimateCompressed(script, page.encoding);
  }
  for (const style of inlineStyles) {
    entry.css.inlineBytes += Buffer.byteLength(style);
    entry.css.inlineEstimatedBytes += estimateCompressed(style, page.encoding);
  }

  // Breadth-first over the page's resources and their static imports, once each.
  const origin = new URL(page.url).origin;
  const queue = external.map((r) => ({ ...r, url: new URL(r.href, page.url).href }));
  const seen = new Set();
  while (queue.length > 0) {
    const resource = /** @type {{url: string, type: string, via: string}} */ (queue.shift());
    if (seen.has(resource.url)) continue;
    seen.add(resource.url);
    if (new URL(resource.url).origin !== origin) {
      // Third-party files are not ours to serve (and there is no network here).
      entry.resources.push({ url: resource.url, type: resource.type, via: resource.via, skipped: 'other origin' });
      continue;
    }
    try {
      const response = await get(resource.url, resource.type === 'css' ? 'text/css,*/*;q=0.1' : '*/*');
      entry.resources.push({
        url: resource.url.slice(origin.length),
        type: resource.type,
        via: resource.via,
        status: response.status,
        encoding: response.encoding,
        wireBytes: response.wireBytes,
        rawBytes: response.body.length,
      });
      if (response.status !== 200) {
        entry.errors.push(`${resource.url}: HTTP ${response.status}`);
        continue;
      }
      const bucket = entry[resource.type];
      bucket.files += 1;
      bucket.wireBytes += response.wireBytes;
      if (resource.type === 'js') {
        for (const specifier of staticImports(response.body.toString('utf8'))) {
          queue.push({ url: new URL(specifier, resource.url).href, type: 'js', via: 'import' });
        }
      }
    } catch (error) {
      entry.errors.push(error instanceof Error ? error.message : String(error));
    }
  }

  entry.requests = 1 + page.redirects.length + entry.js.files + entry.css.files;
  entry.totalWireBytes = redirectBytes + page.wireBytes + entry.js.wireBytes + entry.css.wireBytes;
  return entry;
}

export async function measurePages(baseUrl, paths, { log = console.log } = {}) {
  const results = [];
  for (const path of paths) {
    const entry = await measurePage(baseUrl, path);
    log(
      `bytes ${path}: HTML ${entry.html?.wireBytes ?? '–'} B (${entry.html?.encoding ?? '?'}), ` +
        `JS ${entry.js.wireBytes} B in ${entry.js.files} files + ${entry.js.inlineBytes} B inline, ` +
        `CSS ${entry.css.wireBytes} B in ${entry.css.files} files + ${entry.css.inlineBytes} B inline` +
        (entry.errors.length ? ` (${entry.errors.length} errors)` : ''),
    );
    results.push(entry);
  }
  return results;
}
