/**
 * Structured data checked as search engines read it: the JSON-LD of a page's HTML extracted by
 * @marbec/web-auto-extractor and validated by @adobe/structured-data-validator (Google's rich
 * result rules it knows, and every type and property against the schema.org vocabulary). The
 * vocabulary is the one @vocabulary/schema ships (schema.org's own release, as N-Quads), turned
 * into the JSON-LD graph the validator reads: this machine cannot fetch it from schema.org.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN_INCLUDES = 'http://schema.org/domainIncludes';
const QUAD = /^<([^>]+)> <([^>]+)> <([^>]+)>/;

interface Node {
  '@id': string;
  '@type': string;
  'rdfs:subClassOf'?: { '@id': string }[];
  'schema:domainIncludes'?: { '@id': string }[];
}

/** The schema.org vocabulary as the validator reads it: `@graph` of classes and properties. */
function schemaOrgGraph(): { '@graph': Node[] } {
  const file = createRequire(import.meta.url).resolve('@vocabulary/schema/schema.nq');
  const nodes = new Map<string, Node>();
  const node = (id: string) => {
    let found = nodes.get(id);
    if (!found) nodes.set(id, (found = { '@id': id, '@type': '' }));
    return found;
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [, subject, predicate, object] = QUAD.exec(line) ?? [];
    if (!subject?.startsWith('http://schema.org/') || !predicate || !object) continue;
    if (predicate === RDF_TYPE && object === RDFS_CLASS) node(subject)['@type'] = 'rdfs:Class';
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY)
      node(subject)['@type'] = 'rdf:Property';
    else if (predicate === SUBCLASS_OF)
      (node(subject)['rdfs:subClassOf'] ??= []).push({ '@id': object });
    else if (predicate === DOMAIN_INCLUDES)
      (node(subject)['schema:domainIncludes'] ??= []).push({ '@id': object });
  }
  return { '@graph': [...nodes.values()].filter((found) => found['@type'] !== '') };
}

let vocabulary: { '@graph': Node[] } | undefined;

export interface StructuredDataIssue {
  rootType: string;
  severity: 'ERROR' | 'WARNING';
  issueMessage: string;
}

/** The page's JSON-LD items by type, and every issue the validator finds in them. */
export async function validateStructuredData(html: string): Promise<{
  types: string[];
  items: Record<string, unknown[]>;
  issues: StructuredDataIssue[];
}> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: false }).parse(html);
  const items = { ...(extracted.jsonld ?? {}) } as Record<string, unknown[]>;
  vocabulary ??= schemaOrgGraph();
  const issues = (await new Validator(vocabulary).validate(
    structuredClone(extracted),
  )) as StructuredDataIssue[];
  return { types: Object.keys(items), items, issues };
}
