// temp: self time of named functions across a saved trace's main thread
import { readFileSync } from 'node:fs';
const file = process.argv[2]!;
const { traceEvents: events } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: any[] };
const ours = (e: any) => JSON.stringify(e.args ?? {}).includes('/vinothek/');
const mainPid = events.find((e) => (e.name.startsWith('v8.') || e.name === 'FunctionCall') && ours(e))!.pid;
const nodes = new Map<number, any>(); const samples: { ts: number; node: number }[] = []; let ts = 0;
for (const e of events.filter((x) => x.pid === mainPid && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
  const d = e.args?.data; if (e.name === 'Profile') { ts = d.startTime ?? e.ts; continue; }
  for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  (d.cpuProfile?.samples ?? []).forEach((id: number, i: number) => { ts += d.timeDeltas?.[i] ?? 0; samples.push({ ts, node: id }); });
}
const self = new Map<string, number>(); let total = 0;
for (let i = 0; i < samples.length - 1; i++) {
  const ms = (samples[i + 1]!.ts - samples[i]!.ts) / 1000; const f = nodes.get(samples[i]!.node)?.callFrame;
  if (!f || ['(idle)', '(program)', '(garbage collector)', '(root)'].includes(f.functionName)) continue;
  total += ms; const key = f.functionName === '~run' ? '~run (valibot)' : f.url.split('/').pop() || '(native)';
  self.set(key, (self.get(key) ?? 0) + ms);
}
const thread = events.filter((e) => e.pid === mainPid && e.name === 'RunTask' && e.ph === 'X').map((e) => (e.tdur ?? 0) / 1000);
console.log(`${file.split('/').slice(-2).join('/')}: JS self ${total.toFixed(0)} ms; ` + [...self].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ') + `; longest thread task ${Math.max(...thread).toFixed(0)} ms`);
