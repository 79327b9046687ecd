import { Scripts } from 'react-router';

export const LATER_SCRIPTS_ID = 'rr-scripts';

/**
 * Runs where it stands: React Router's context script at once (the data scripts streamed after it
 * use `window.__reactRouterContext`), and its module preloads and route modules script (the app's
 * hydration) once the page has loaded and painted, so no script request or evaluation competes
 * with the first paint (ADR-0022): after the `load` event and the first largest-contentful-paint
 * entry (or 3 s after the load, where the browser reports none). Its own nonce goes to the
 * scripts it starts.
 */
export const HYDRATE_LATER_SCRIPT = `(function(){
var box=document.getElementById(${JSON.stringify(LATER_SCRIPTS_ID)});if(!box)return;
var nonce=document.currentScript&&document.currentScript.nonce;
var t=document.createElement('template');t.innerHTML=box.textContent;
var parts=[].slice.call(t.content.children);
function copy(old,into){var el=document.createElement(old.localName);
for(var i=0;i<old.attributes.length;i++){var a=old.attributes[i];if(a.name!=='nonce')el.setAttribute(a.name,a.value);}
if(nonce)el.nonce=nonce;el.textContent=old.textContent;into.appendChild(el);}
parts.forEach(function(p){if(p.localName==='script'&&p.type!=='module')copy(p,document.body);});
function hydrate(){parts.forEach(function(p){if(p.localName==='link')copy(p,document.head);});
parts.forEach(function(p){if(p.localName==='script'&&p.type==='module')copy(p,document.body);});}
var started=false;function start(){if(started)return;started=true;requestAnimationFrame(function(){setTimeout(hydrate,0);});}
function painted(then){var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf('largest-contentful-paint')<0)return then();
var seen=new PerformanceObserver(function(){seen.disconnect();then();});
seen.observe({type:'largest-contentful-paint',buffered:true});setTimeout(then,3000);}
function loaded(){painted(start);}
if(document.readyState==='complete')loaded();else addEventListener('load',loaded,{once:true});
})();`;

/**
 * React Router's `<Scripts>`, held back until the page has loaded and painted (ADR-0022). The
 * server writes them inside a <noscript>: React does not hoist its links into <head> nor preload
 * them there, and a browser with scripting takes its content as text; the script after it starts
 * them. In the browser, React renders nothing inside a <noscript>, so hydration has nothing to
 * compare there.
 */
export function ScriptsAfterFirstPaint({ nonce }: { nonce?: string }) {
  return (
    <>
      <noscript id={LATER_SCRIPTS_ID}>
        <Scripts nonce={nonce} />
      </noscript>
      <script
        nonce={nonce}
        suppressHydrationWarning
        // The server's text stays; the browser's bundle need not carry it.
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? HYDRATE_LATER_SCRIPT : '' }}
      />
    </>
  );
}
