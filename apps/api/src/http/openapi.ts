import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { API_PREFIX, GAME_PATH, SESSION_HEADER, TENANT_HEADER } from '@czeus/contract';
import { SERVER_VERSION } from '../version.js';

/** The OpenAPI document and its browsable UI, under the API prefix. */
export const DOCS_PATH = 'api/docs';

/**
 * Serves the OpenAPI description of every call at /api/docs (JSON at /api/docs-json). The
 * request schemas are read from the DTOs' class-validator rules, so the document says exactly
 * what the validation pipe enforces and no second set of decorators can drift from it.
 */
export function serveOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('cZeus API')
    .setDescription(
      `Every call needs the ${SESSION_HEADER} header (the player's session) and may name a ${TENANT_HEADER}; ` +
        'a registered player adds a bearer token. Every 4xx carries a message key of the error catalogue.',
    )
    .setVersion(SERVER_VERSION)
    .addBearerAuth()
    .addGlobalParameters(
      { name: SESSION_HEADER, in: 'header', required: true, schema: { type: 'string' } },
      { name: TENANT_HEADER, in: 'header', required: false, schema: { type: 'string' } },
    )
    .build();
  const document = SwaggerModule.createDocument(app, config);
  type Schemas = NonNullable<typeof document.components>['schemas'];
  const schemas = validationMetadatasToSchemas({
    refPointerPrefix: '#/components/schemas/',
    classTransformerMetadataStorage: defaultMetadataStorage,
  }) as Schemas;
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...schemas } };
  // Swagger reads a query DTO only through its own decorators; the one query DTO is spelled out here.
  const query = schemas?.GameQueryDto as
    { properties: Record<string, object>; required?: string[] } | undefined;
  document.paths[`${API_PREFIX}${GAME_PATH}`]?.get?.parameters?.push(
    ...Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query' as const,
      required: query?.required?.includes(name) ?? false,
      schema,
    })),
  );
  SwaggerModule.setup(DOCS_PATH, app, document, { customSiteTitle: 'cZeus API' });
}
