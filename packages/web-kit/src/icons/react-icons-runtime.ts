// react-icons' runtime, the one copy the page loads. Every icon a unit imports (`LuCalendar`…)
// calls GenIcon; the federation build points react-icons' own import of it here
// (packages/federation/src/react-icons-runtime.ts), so the units share web-kit's copy instead of
// each bundling its own.
export { DefaultContext, GenIcon, IconBase, IconContext } from 'react-icons/lib';
