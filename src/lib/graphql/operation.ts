export type OperationType = 'query' | 'mutation' | 'subscription';

export interface OperationInfo {
  type: OperationType;
  name: string | null;
}

// Strings and comments may hold braces or keywords; blank them out before scanning.
const NOISE = /"""[\s\S]*?"""|"(?:\\.|[^"\\\n\r])*"|#[^\n\r]*/g;
// Brackets nest; `$` and `@` stay on names so `$query` or `@mutation` never read as keywords.
const TOKEN = /[{}()[\]]|[$@]?[_A-Za-z][_0-9A-Za-z]*/g;
const NAME = /^[_A-Za-z]/;

/**
 * Lists the operations a document defines, without graphql's parser: that
 * parser would add tens of kilobytes to every island for two facts per call.
 * Only top-level tokens count, so fields or variables named `query` are ignored.
 */
export function listOperations(document: string): OperationInfo[] {
  const operations: OperationInfo[] = [];
  const tokens = document.replace(NOISE, ' ').match(TOKEN) ?? [];
  let depth = 0;
  // True from a definition's keyword until its selection set closes.
  let inDefinition = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === '{' || token === '(' || token === '[') {
      // A top-level `{` that no keyword opened is the `{ … }` query shorthand.
      if (token === '{' && depth === 0 && !inDefinition) operations.push({ type: 'query', name: null });
      depth++;
    } else if (token === '}' || token === ')' || token === ']') {
      depth = Math.max(0, depth - 1);
      if (token === '}' && depth === 0) inDefinition = false;
    } else if (depth === 0 && !inDefinition) {
      if (token === 'fragment') inDefinition = true;
      if (token === 'query' || token === 'mutation' || token === 'subscription') {
        const next = tokens[i + 1];
        const name = next !== undefined && NAME.test(next) ? next : null;
        operations.push({ type: token, name });
        inDefinition = true;
        if (name !== null) i++;
      }
    }
  }
  return operations;
}

/** The operation a call runs: the one named `operationName`, or the document's only/first one. */
export function findOperation(document: string, operationName?: string): OperationInfo | undefined {
  const operations = listOperations(document);
  if (operationName === undefined) return operations[0];
  return operations.find((operation) => operation.name === operationName);
}
