import { routeSizes } from './route-sizes.mjs';
import { readFileSync } from 'node:fs';
const s = routeSizes(process.cwd());
for (const [r, v] of Object.entries(s)) console.log(r, v.gzip, (v.gzip/1024).toFixed(2));
if (process.argv[2]) { const meta = JSON.parse(readFileSync('dist/client-meta.json','utf8')); const f = s['sign-in (/ap/login)'].files; const mods = {}; for (const x of f) for (const [k,v] of Object.entries(meta.outputs[x].inputs)) mods[k]=v.bytesInOutput; console.log(Object.entries(mods).filter(([k])=>!k.includes('node_modules')).sort((a,b)=>b[1]-a[1]).map(([k,v])=>v+' '+k).join('\n')); }
