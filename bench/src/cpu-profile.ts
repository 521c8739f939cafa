/**
 * Opt-in V8 CPU profile of the benchmark's measuring window (--cpu-prof FILE), through the inspector, so
 * start-up, warm-up and shut-down stay out of it. Writes the .cpuprofile (open it in Chrome DevTools) and
 * summarises self time by area: a package, a folder of this repository, Node internals, GC or idle.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function areaOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return url.replace(/^node:internal\/(deps\/)?/, 'node:').split('/')[0] ?? url;
  if (url.startsWith('wasm:')) return 'wasm';
  const local = /\/(apps\/[^/]+\/src\/[^/]+|packages\/[^/]+\/src\/[^/]+|bench\/src)/.exec(url);
  return local?.[1] ?? url;
}

function functionOf(node: ProfileNode): string {
  const { url, functionName, lineNumber } = node.callFrame;
  const file = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

export interface ProfileSummary {
  totalMs: number;
  areas: [string, number][];
  functions: [string, number][];
}

function summarize(profile: Profile, top: number): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!node) return;
    total += micros;
    const area = areaOf(node);
    areas.set(area, (areas.get(area) ?? 0) + micros);
    const name = functionOf(node);
    functions.set(name, (functions.get(name) ?? 0) + micros);
  });
  const ranked = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]): [string, number] => [name, micros / 1000]);
  return { totalMs: total / 1000, areas: ranked(areas), functions: ranked(functions) };
}

export async function startCpuProfile(): Promise<(file: string) => Promise<ProfileSummary>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async (file) => {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    session.disconnect();
    writeFileSync(file, JSON.stringify(profile));
    return summarize(profile, 20);
  };
}

export function printProfile(summary: ProfileSummary, file: string, thread: string): void {
  const share = (ms: number) => `${((ms / summary.totalMs) * 100).toFixed(1).padStart(5)}%`;
  console.log(`CPU profile of the window: ${file} (${summary.totalMs.toFixed(0)} ms sampled, ${thread})`);
  console.log('  self time by area:');
  for (const [name, ms] of summary.areas) console.log(`    ${share(ms)}  ${name}`);
  console.log('  self time by function:');
  for (const [name, ms] of summary.functions) console.log(`    ${share(ms)}  ${name}`);
}
