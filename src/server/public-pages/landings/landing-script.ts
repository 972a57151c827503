/**
 * The public pages' one script, /landing.js (deferred; the pages read the same without it): it
 * counts a landing, the first page a visitor opens arriving from elsewhere, with where they came
 * from (src/shared/landing-sources.ts), as a `public_landing` event through the analytics
 * endpoint and its budgets; and it remembers page and source for a day in a first-party cookie,
 * so that the sign-in the page's way in leads to can count a sign-up for them (landing-signups.ts).
 * Pages served from a cache or a CDN still count: the browser runs the script. A visit from
 * another page of this site is no landing and changes nothing.
 */
import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { LANDING_SOURCES, SOURCE_HOSTS, UTM_ALIASES } from '../../../shared/landing-sources';
import type { AppEnv } from '../../http/context';

export const LANDING_COOKIE = 'jyotishi_landing';
export const LANDING_SCRIPT_PATH = '/landing.js';

/** The same rule as landingSourceOf, written for any browser (the tests hold the two to the same answers). */
export const landingScript = `(function(){try{
var S=${JSON.stringify(SOURCE_HOSTS.map(([name, pattern]) => [name, pattern.source]))},A=${JSON.stringify(UTM_ALIASES)},N=${JSON.stringify(LANDING_SOURCES)};
var u=(new URLSearchParams(location.search).get('utm_source')||'').trim().toLowerCase(),r='',s=null;
try{r=document.referrer?new URL(document.referrer).hostname.toLowerCase():''}catch(e){}
if(u)s=N.indexOf(u)>=0?u:(A[u]||'other');
else if(!r)s='direct';
else if(r!==location.hostname.toLowerCase()){s='other';for(var i=0;i<S.length;i++)if(new RegExp(S[i][1]).test(r)){s=S[i][0];break}}
if(!s)return;
var k='jyotishi:visitor',v='';
var id=function(){if(crypto.randomUUID&&isSecureContext)return crypto.randomUUID();return Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(16)),function(b){return(b<16?'0':'')+b.toString(16)}).join('')};
try{v=localStorage.getItem(k)||'';if(!/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/.test(v)){v=id();localStorage.setItem(k,v)}}catch(e){v=id()}
var p=location.pathname;
document.cookie='${LANDING_COOKIE}='+encodeURIComponent(p+'|'+s)+'; Max-Age=86400; Path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');
var b=JSON.stringify({events:[{name:'public_landing',path:p,visitorId:v,properties:{landingSource:s}}]});
if(navigator.sendBeacon)navigator.sendBeacon('/api/analytics/events',new Blob([b],{type:'application/json'}));
else fetch('/api/analytics/events',{method:'POST',body:b,headers:{'content-type':'application/json'},keepalive:true});
}catch(e){}})();
`;

const etag = `"${createHash('sha256').update(landingScript).digest('base64url').slice(0, 27)}"`;

export function landingScriptRoutes() {
  return new Hono<AppEnv>().get(LANDING_SCRIPT_PATH, (c) => {
    const headers = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400', ETag: etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(landingScript, 200, headers);
  });
}
