/**
 * Self time per function and per file in a V8 .cpuprofile (from `BENCH_CPU_PROF=1 npm run bench:api`):
 *   node scripts/bench/summarise-profile.ts profiles/CPU.*.cpuprofile [rows]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: summarise-profile.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const node = byId.get(id);
  const micros = profile.timeDeltas[index] ?? 0;
  if (!node) return;
  total += micros;
  const where = node.callFrame.url.replace(/^file:\/\/.*?node_modules\//, '').replace(/^file:\/\/.*?\/(api|db|shared|scripts)\//, '$1/') || '(native)';
  const name = `${node.callFrame.functionName || '(anonymous)'}  ${where}:${node.callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  byFile.set(where, (byFile.get(where) ?? 0) + micros);
});
const table = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`)
    .join('\n');
console.log(`total ${(total / 1000).toFixed(0)} ms\n\nself time by function\n${table(byFunction)}\n\nself time by file\n${table(byFile)}`);
