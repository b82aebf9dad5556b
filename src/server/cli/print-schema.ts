// Writes the printed GraphQL schema to schema.graphql (committed; a test keeps it in sync).
import { writeFileSync } from 'node:fs';
import { printedSchema } from '../graphql/schema';

writeFileSync(new URL('../../../schema.graphql', import.meta.url), printedSchema());
console.log('schema.graphql written');
