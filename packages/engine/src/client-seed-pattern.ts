/**
 * What a person's client seed may be: short, and free of the separator `mixClientSeeds` joins with. Its own
 * module, apart from fair.ts, so a client that only validates a seed (the protocol's schemas, the web app's
 * first load) does not bundle the hashing behind fair play.
 */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
