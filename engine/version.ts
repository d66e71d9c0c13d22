/**
 * The engine's version, written into game records: a record replays exactly only on an engine whose
 * rules make the same states from the same options and actions. Bump it by hand whenever the rules
 * change what a game does (the pinned playouts' rule hashes change); `tests/engine/version_test.ts`
 * ties each version to the fingerprint of those hashes, so a re-pin without a bump fails.
 */

/** The version of the rules this engine plays. */
export const ENGINE_VERSION = "holotable-rules-1";
