// Public surface of the floor feature (the salon staff's screens, issue 30): its page is reached only
// through its routes.ts as a lazy chunk, never from a customer page.
export {};
