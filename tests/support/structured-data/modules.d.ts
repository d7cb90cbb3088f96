/** The two packages ship no types: what tests/support/structured-data/validate.ts uses of them. */
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<unknown[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): { jsonld?: Record<string, unknown[]>; errors?: unknown[] };
  }
}
