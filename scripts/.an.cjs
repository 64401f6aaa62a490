const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');
const f=process.argv[2];const code=fs.readFileSync(f,'utf8');const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
const c=new SourceMapConsumer(map);const lines=code.split('\n');const sizes={};
let prev=null;
c.eachMapping(m=>{ if(prev){ let len; if(prev.generatedLine===m.generatedLine) len=m.generatedColumn-prev.generatedColumn; else len=lines[prev.generatedLine-1].length-prev.generatedColumn; const s=(prev.source||'?').replace(/.*node_modules\//,'').split('/').slice(0,2).join('/'); sizes[s]=(sizes[s]||0)+len;} prev=m;});
const arr=Object.entries(sizes).sort((a,b)=>b[1]-a[1]);let t=0;for(const [k,v] of arr){t+=v;} for(const [k,v] of arr.slice(0,40)) console.log(String(v).padStart(8),k); console.log('total',t, code.length);
