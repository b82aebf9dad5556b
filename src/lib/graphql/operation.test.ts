import { describe, expect, it } from 'vitest';
import { findOperation, listOperations } from './operation';

describe('listOperations', () => {
  it('reads the type and name of named operations', () => {
    expect(listOperations('query getTrip($id: ID!) { trip(id: $id) { id } }')).toEqual([
      { type: 'query', name: 'getTrip' },
    ]);
    expect(listOperations('mutation saveTrip { saveTrip { id } }')).toEqual([{ type: 'mutation', name: 'saveTrip' }]);
  });

  it('reads anonymous operations and the query shorthand', () => {
    expect(listOperations('{ trips { id } }')).toEqual([{ type: 'query', name: null }]);
    expect(listOperations('mutation { logout }')).toEqual([{ type: 'mutation', name: null }]);
    expect(listOperations('query @live { trips { id } }')).toEqual([{ type: 'query', name: null }]);
  });

  it('ignores fields, arguments, variables, strings and comments that look like keywords', () => {
    const document = `
      # query commented { x }
      fragment F on Query { query mutation }
      query search($query: String = "mutation m { }", $filter: Filter = { query: "x" }) {
        search(query: $query) { ...F }
      }`;
    expect(listOperations(document)).toEqual([{ type: 'query', name: 'search' }]);
  });

  it('lists every operation of a document with several', () => {
    const document = 'query a { x } mutation b { y } subscription c { z }';
    expect(listOperations(document)).toEqual([
      { type: 'query', name: 'a' },
      { type: 'mutation', name: 'b' },
      { type: 'subscription', name: 'c' },
    ]);
  });
});

describe('findOperation', () => {
  it('picks the named operation, or the first one without a name', () => {
    const document = 'query a { x } mutation b { y }';
    expect(findOperation(document)).toEqual({ type: 'query', name: 'a' });
    expect(findOperation(document, 'b')).toEqual({ type: 'mutation', name: 'b' });
    expect(findOperation(document, 'missing')).toBeUndefined();
  });
});
