import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

/**
 * `/api/docs/json` is a valid OpenAPI document that client generators accept: the recursive dialog option
 * was once emitted as a reference to a component that did not exist, and generators failed on it.
 */
describe('the OpenAPI document', () => {
  let h: Harness;
  let doc: OpenAPIV3.Document;
  beforeAll(async () => {
    h = await startHarness();
    doc = (await h.app.inject('/api/docs/json')).json<OpenAPIV3.Document>();
  });
  afterAll(async () => h?.close());

  it('passes a standard validator, every reference resolving', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['DialogOption', 'DialogOptionInput']),
    );
  });

  it('generates typed client definitions that compile', async () => {
    const source = astToString(await openapiTS(structuredClone(doc) as Parameters<typeof openapiTS>[0]));
    expect(source).toContain('"/api/session"');
    expect(source).toMatch(/DialogOption: \{/);

    const file = 'muse-api.d.ts';
    const host = ts.createCompilerHost({ strict: true, noEmit: true, skipLibCheck: false });
    const readFile = host.readFile.bind(host);
    host.readFile = (name) => (name === file ? source : readFile(name));
    const exists = host.fileExists.bind(host);
    host.fileExists = (name) => name === file || exists(name);
    const program = ts.createProgram([file], { strict: true, noEmit: true, types: [] }, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});
