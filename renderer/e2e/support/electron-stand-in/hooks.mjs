// Module hooks for the browser tests' Node process: `electron` resolves to the stand-in beside this file.
const standIn = new URL('./electron.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: standIn, shortCircuit: true };
  return next(specifier, context);
}
