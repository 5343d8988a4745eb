import { toJsonSchemaDefs, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { CONTRACT, type ContractRoute, type RouteName } from '../core/api/contract.ts';
import { AddressInputSchema, AddressSchema } from '../core/api/schemas/adresspool.ts';
import { ArtikelSchema } from '../core/api/schemas/artikel.ts';
import { FacetValueSchema, FilterValuesSchema, SearchFieldSchema } from '../core/api/schemas/artikelsearch.ts';
import { BasketChoicesInputSchema, BasketItemSchema, BasketSchema, GtmEventSchema } from '../core/api/schemas/basket.ts';
import { CheckoutModelSchema } from '../core/api/schemas/checkout.ts';
import { InvoiceSchema } from '../core/api/schemas/account.ts';
import { MerklisteSchema, MerklisteStateSchema } from '../core/api/schemas/merkliste.ts';
import {
  ErrorMessageSchema,
  FormResultSchema,
  ValidationErrorResponseSchema,
  ValidationResultSchema,
} from '../core/api/schemas/validation.ts';

/** Schemas used by several routes get a name of their own in components.schemas (readable, and $ref'd). */
const SHARED: Record<string, v.GenericSchema> = {
  Artikel: ArtikelSchema,
  FacetValue: FacetValueSchema,
  SearchField: SearchFieldSchema,
  FilterValues: FilterValuesSchema,
  Basket: BasketSchema,
  BasketItem: BasketItemSchema,
  BasketChoicesInput: BasketChoicesInputSchema,
  GtmEvent: GtmEventSchema,
  Address: AddressSchema,
  AddressInput: AddressInputSchema,
  Merkliste: MerklisteSchema,
  MerklisteState: MerklisteStateSchema,
  CheckoutModel: CheckoutModelSchema,
  Invoice: InvoiceSchema,
  ValidationResult: ValidationResultSchema,
  FormResult: FormResultSchema,
  ValidationErrorResponse: ValidationErrorResponseSchema,
  ErrorMessage: ErrorMessageSchema,
};

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

export interface ComponentSchemas {
  schemas: Record<string, JsonSchema>;
  /** the components.schemas name of a valibot schema */
  nameOf(schema: v.GenericSchema): string;
}

/**
 * components.schemas from the very schema objects the client parses with. The wire shape is documented:
 * `v.date()` fields travel as ISO date-time strings (the client revives them), and `v.trim()` is the
 * server's normalisation, not a rule of the wire. Anything else that JSON Schema cannot say fails the build.
 */
export function componentSchemas(contract: readonly ContractRoute[] = CONTRACT): ComponentSchemas {
  const names = new Map<v.GenericSchema, string>();
  for (const [name, schema] of Object.entries(SHARED)) names.set(schema, name);
  const add = (schema: v.GenericSchema | undefined, name: string) => {
    if (schema && !names.has(schema)) names.set(schema, name);
  };
  for (const entry of contract) {
    add(entry.route.answer, `${pascal(entry.name)}Answer`);
    add(entry.request, `${pascal(entry.name)}Request`);
  }
  const definitions = Object.fromEntries([...names].map(([schema, name]) => [name, schema]));
  const schemas = toJsonSchemaDefs(definitions, {
    target: 'draft-2020-12',
    errorMode: 'throw',
    ignoreActions: ['trim'],
    overrideSchema: ({ valibotSchema }) => (valibotSchema.type === 'date' ? { type: 'string', format: 'date-time' } : undefined),
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  });
  return {
    schemas,
    nameOf(schema) {
      const name = names.get(schema);
      if (!name) throw new Error('A schema of the contract has no components.schemas name');
      return name;
    },
  };
}

export type { RouteName };
