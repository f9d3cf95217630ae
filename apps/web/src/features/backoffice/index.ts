// Public surface of the back office (issue 32, /quan-tri): its page is reached only through its routes.ts as a
// lazy chunk, never from a customer page. Other parts of the back office add their sections to ./sections.ts.
export {};
