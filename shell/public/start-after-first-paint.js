// A page that carries its first screen in the HTML (first-screens.json, rendered at build time)
// shows it without any script. The generator of the page (@carzone/first-visit) puts the app's
// entry and its module preloads in inert <template> elements, and this file starts them once that
// screen has been painted: the screen's bytes and its paint come first on a slow phone, and the
// scripts that only make it interactive follow.
const AFTER_FIRST_PAINT = 'template[data-carzone-after-first-paint]';
let started = false;

function startApp() {
  if (started) return;
  started = true;
  const tags = [];
  for (const template of document.querySelectorAll(AFTER_FIRST_PAINT)) {
    const tag = template.content.firstElementChild;
    template.remove();
    if (!tag) continue;
    // A fresh element: one cloned from a template's inert content would not fetch or run.
    const element = document.createElement(tag.localName);
    for (const { name, value } of tag.attributes) element.setAttribute(name, value);
    tags.push(element);
  }
  insertInTurn(tags);
}

/**
 * Each tag in a task of its own, in the page's order (the entry first): starting a fetch costs a
 * phone about 8 ms, and a dozen of them in one task would hold a tap for a tenth of a second.
 * A hidden tab has no tap to answer, and runs a chain of timers about one a second: there the
 * rest go in at once.
 */
function insertInTurn(tags) {
  if (document.hidden) {
    document.head.append(...tags);
    return;
  }
  const tag = tags.shift();
  if (!tag) return;
  document.head.append(tag);
  setTimeout(insertInTurn, 0, tags);
}

// The frame's callback runs just before its paint; the timer, just after.
requestAnimationFrame(() => setTimeout(startApp, 0));
// A tab opened in the background paints nothing until shown: start there too, a little later.
setTimeout(startApp, 1000);
