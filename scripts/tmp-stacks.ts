import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const map = new TraceMap(JSON.parse(readFileSync(process.argv[3]!, 'utf8')));
const { traceEvents: events } = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { traceEvents: any[] };
const ours = (e: any) => JSON.stringify(e.args ?? {}).includes('/vinothek/');
const pid = events.find((e) => (e.name.startsWith('v8.') || e.name === 'FunctionCall') && ours(e))!.pid;
const tid = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pid)!.tid;
const main = events.filter((e) => e.pid === pid && e.tid === tid);
const type = process.argv[4] ?? 'pointerdown';
const ev = main.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === type)!;
const nodes = new Map<number, any>(); const samples: { ts: number; node: number }[] = []; let ts = 0;
for (const e of events.filter((x) => x.pid === pid && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
  const d = e.args?.data; if (e.name === 'Profile') { ts = d.startTime ?? e.ts; continue; }
  for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  (d.cpuProfile?.samples ?? []).forEach((id: number, i: number) => { ts += d.timeDeltas?.[i] ?? 0; samples.push({ ts, node: id }); });
}
const name = (f: any) => { if (!(f.url ?? '').includes('runtime.js')) return f.functionName || '(anon)'; const p = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber }); return `${p.name ?? f.functionName}@${(p.source ?? '').split('/').pop()}:${p.line}`; };
const counts = new Map<string, number>();
const inT = samples.filter((s) => s.ts >= ev.ts && s.ts < ev.ts + ev.dur);
for (let i = 0; i < inT.length; i++) {
  const ms = ((inT[i + 1]?.ts ?? ev.ts + ev.dur) - inT[i]!.ts) / 1000;
  const stack: string[] = []; for (let n = nodes.get(inT[i]!.node); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) stack.push(name(n.callFrame));
  const k = stack.slice(0, 7).reverse().join(' > '); counts.set(k, (counts.get(k) ?? 0) + ms);
}
for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(v.toFixed(1), k);
