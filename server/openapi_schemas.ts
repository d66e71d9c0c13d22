/**
 * The OpenAPI document's response shapes (`components.schemas`), generated from the valibot schemas of
 * the wire contract (`api/responses.ts`, `api/live_responses.ts`): one source for the types, the
 * document and the test that checks every real response (`tests/server/responses_test.ts`).
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import {
  BotSeatSchema,
  CreatedSchema,
  EnvelopeSchema,
  ErrorBodySchema,
  GameRecordSchema,
  GameSummarySchema,
  JoinedSchema,
  LogPageSchema,
  MyGamesSchema,
  OpenApiDocumentSchema,
  PushKeySchema,
  RematchedSchema,
  TransferLinkSchema,
} from "../api/responses.ts";
import { ChatMessageSchema, ChatPageSchema, DeltaSchema, PresenceSchema } from "../api/live_responses.ts";

/** Each response shape by its component name; every JSON response of the document refers to one. */
export const RESPONSE_SCHEMAS: Record<string, v.GenericSchema> = {
  Error: ErrorBodySchema,
  Created: CreatedSchema,
  Joined: JoinedSchema,
  ViewEnvelope: EnvelopeSchema,
  BotSeat: BotSeatSchema,
  Log: LogPageSchema,
  ChatMessage: ChatMessageSchema,
  ChatPage: ChatPageSchema,
  Presence: PresenceSchema,
  Delta: DeltaSchema,
  Rematch: RematchedSchema,
  MyGames: MyGamesSchema,
  TransferLink: TransferLinkSchema,
  GameSummary: GameSummarySchema,
  GameRecord: GameRecordSchema,
  PushKey: PushKeySchema,
  OpenApiDocument: OpenApiDocumentSchema,
};

/** A valibot schema as a JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), without `$schema`. */
export function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _, ...json } = toJsonSchema(schema, { target: "draft-2020-12" }) as Record<
    string,
    unknown
  >;
  return json;
}

/** The shared response shapes of the OpenAPI document (`components.schemas`). */
export function componentSchemas(): Record<string, unknown> {
  return Object.fromEntries(Object.entries(RESPONSE_SCHEMAS).map(([name, s]) => [name, jsonSchemaOf(s)]));
}
