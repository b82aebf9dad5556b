/** Adds the headers a response does not have yet; copies it first when its headers are immutable (redirects). */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  let target = response;
  try {
    apply(target.headers);
  } catch {
    target = new Response(response.body, response);
    apply(target.headers);
  }
  return target;

  function apply(into: Headers) {
    for (const [name, value] of Object.entries(headers)) {
      if (!into.has(name)) into.set(name, value);
    }
  }
}
