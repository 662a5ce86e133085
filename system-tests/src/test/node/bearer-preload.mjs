// Preloaded with `node --import`: adds the Sigment API key to every fetch the conformance suite makes
// (the suite itself sends no token).
const key = process.env.SIGMENT_API_KEY;
const original = globalThis.fetch;
globalThis.fetch = (input, init = {}) => {
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has("authorization")) headers.set("authorization", `Bearer ${key}`);
  return original(input, { ...init, headers });
};
