// Every endpoint contract, for the web's typed client (`import type` only: no schema reaches a bundle).
export * from './history';
export * from './collections-admin';
export * from './games-admin';
export * from './offers-admin';
