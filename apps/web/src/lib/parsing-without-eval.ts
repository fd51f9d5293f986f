// zod compiles fast parsers with `new Function` unless told not to, and probes for it even when the
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids it: the browser reports that
// probe as a policy violation (Chrome lists it as an issue; Lighthouse takes it off best practices).
// zod reads its settings from this global, shared by every copy of it, whenever it is loaded: the
// entry sets it before any page's code (and so any schema) loads. The parsers it builds instead
// give the same answers.
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig ??= {};
settings.__zod_globalConfig.jitless = true;

export {};
