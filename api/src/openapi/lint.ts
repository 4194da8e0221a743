/*
 * `npm run lint:openapi`: builds the document /api/docs serves (no server, no database), writes it
 * to api/dist/openapi.json (or the path given) and lints it with Spectral's `spectral:oas` rules.
 * Exits 1 on any error or warning.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Document, Spectral, type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { schema } from '@stoplight/spectral-functions';
import { oas } from '@stoplight/spectral-rulesets';
import { buildOpenApiDocument } from './document';

/** spectral:oas as recommended, less what the API contract decides otherwise. */
export const OPENAPI_RULESET = {
  extends: [oas as RulesetDefinition],
  rules: {
    // The contract's paths end in '/' (spec section 7: `purchase-data/`); clients call them so.
    'path-keys-no-trailing-slash': 'off',
    // Integrators work from the document alone: every success of the reseller API shows one.
    'reseller-success-example': {
      description: 'Every 2xx answer of an operation tagged reseller has an example',
      message: '{{description}}: {{error}}',
      severity: 'error',
      given: "$.paths[*][?(@ && @.tags && @.tags.indexOf('reseller') > -1)].responses[?(@property.match(/^2/))].content['application/json']",
      then: { function: schema, functionOptions: { schema: { anyOf: [{ required: ['example'] }, { required: ['examples'] }] } } },
    },
  },
} as RulesetDefinition;

const SEVERITIES = ['error', 'warning', 'info', 'hint'] as const;

/** Spectral's findings on a document (its JSON text, so that each finding has a line). */
export async function lintOpenApi(text: string, source = 'openapi.json'): Promise<ISpectralDiagnostic[]> {
  const spectral = new Spectral();
  spectral.setRuleset(OPENAPI_RULESET);
  return spectral.run(new Document(text, Json, source));
}

async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? join(__dirname, '..', '..', 'dist', 'openapi.json'));
  const text = `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`;
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  const findings = (await lintOpenApi(text, out)).filter((finding) => finding.severity <= 1);
  for (const finding of findings) {
    const line = finding.range.start.line + 1;
    console.log(`${out}:${line} ${SEVERITIES[finding.severity]} ${finding.code}: ${finding.message} (${finding.path.join('.')})`);
  }
  const errors = findings.filter((finding) => finding.severity === 0).length;
  console.log(`spectral:oas on ${out}: ${errors} errors, ${findings.length - errors} warnings`);
  process.exitCode = findings.length > 0 ? 1 : 0;
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
