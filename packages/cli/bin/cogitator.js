#!/usr/bin/env node
// The CLI from its bundle (dist/bundle, made by `npm run build`: a few files load faster than ~80
// modules) when the bundle is as new as the build, else from the plain build (dist). `serve`, `sim`
// and `sim-worker` load the server and simulator packages, which use the engine's plain build: they
// run from the plain build too, so a process never holds two copies of the engine.
import { readFileSync, statSync } from 'node:fs';

function useBundle() {
  const words = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const name = words[0] === 'help' ? words[1] : words[0];
  if (name === 'serve' || name === 'sim' || name === 'sim-worker') return false;
  try {
    const index = new URL('../dist/bundle/inputs.json', import.meta.url);
    const { built, stamps } = JSON.parse(readFileSync(index, 'utf8'));
    return stamps.every((p) => statSync(new URL(p, index)).mtimeMs <= built);
  } catch {
    return false;
  }
}

await import(useBundle() ? '../dist/bundle/main.js' : '../dist/main.js');
