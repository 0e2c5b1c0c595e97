// Nothing in the browser: ./index.ts points this module at ./highlighter.ts in the server bundle,
// where every code block is highlighted as the page renders, and here in the browser's, where a
// code block loads the highlighter when it needs it (./lazy-highlighting.ts).
export {};
